import type { SuperTagFieldValue } from './tag';

/**
 * A SuperTag definition (`super_tag` from /service/super_tags): `<fields>` holds `<field type=… name=…>`
 * elements; a multiple-choice field lists its `<option>`s (an option may be empty), a text field
 * may carry plain text and may have no name attribute.
 */
export interface SuperTagField {
  name: string;
  /** `Multiple choice` or `Text` as observed; other values are kept as given. */
  type: string;
  options: string[];
  /** Text content of a text field's definition (usually ''). */
  text: string;
}

export interface SuperTagDefinition {
  name: string;
  fields: SuperTagField[];
}

/** A SuperTag applied to a record: `<super_tag><id/><name/><supertag>true</supertag><fields>…</fields></super_tag>`. */
export interface RecordSuperTag {
  id: number;
  name: string;
  fields: SuperTagFieldValue[];
}

/**
 * Values to PUT on a record, keyed by the field's real name (spaces and all). A multiple-choice
 * field takes a list of options; the encoder writes repeated sibling elements so values holding
 * commas survive.
 */
export type SuperTagWrite = Record<string, string | string[]>;
