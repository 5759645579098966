import type { SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { SuperTagSettings, SuperTagSettingsWrite } from '#xml/superTagSettings';
import type { RecordTag, SuperTagFieldValue } from '#xml/tag';
import type { RecordKind, Scope } from './scope';
import type { WriteResult } from './writeResult';

/** A tag of the account; `supertag` when it carries fields. */
export type TagRecord = { id: number; name: string; supertag: boolean };

/**
 * The values a SuperTag write sets, read against the current definition in the write's
 * transaction; a problem (a value the definition does not allow) refuses the write as `invalid`.
 */
export type SuperTagValues = { values: SuperTagWrite; problems: readonly string[] };

/**
 * Store area: tags, taggings on the five record kinds, SuperTag definitions and their values on
 * records (`sql/tags.ts`). Tag names are unique per account, looked up ignoring case, listed by name
 * then id. Adds and removes are idempotent; only a change moves the record's version. A write on a
 * record says what is missing: `not_found` with `missing` 'record', 'tag' or 'supertag'.
 */
export interface TagStore {
  /** Tags of each record (ids of one kind), SuperTags with the record's non-empty values; an untagged record maps to []. */
  recordTagsOf(
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
  ): Promise<Map<number, RecordTag[]>>;
  listTags(scope: Scope): Promise<TagRecord[]>;
  getTag(scope: Scope, name: string): Promise<TagRecord | null>;
  /** Creates the tags the account does not have yet; names are already validated. */
  addTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
    names: readonly string[],
  ): Promise<WriteResult>;
  /** Missing `tag` (nothing changed) when a name is no tag of the account; a tag the record lacks is no error. A SuperTag's values on the record go with it. */
  removeTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
    names: readonly string[],
  ): Promise<WriteResult>;
  /**
   * Creates a SuperTag, makes a plain tag one, or replaces its fields (a field kept with its type
   * keeps its values, minus options dropped); answers the tag's id, or `invalid` with one problem
   * per rule of `superTagDefinitionProblems` broken. Admin and demo data only.
   */
  defineSuperTag(accountId: number, input: SuperTagDefinition): Promise<WriteResult<number>>;
  listSuperTags(accountId: number): Promise<SuperTagDefinition[]>;
  /** The account's SuperTags with ids and how many records carry each (account settings). */
  listSuperTagSettings(accountId: number): Promise<SuperTagSettings[]>;
  /** One SuperTag with ids and the records each field and option holds; null when there is none. */
  getSuperTagSettings(accountId: number, tagId: number): Promise<SuperTagSettings | null>;
  /**
   * Makes the SuperTag as `write` says (already checked against `definitionProblems`): a field
   * with an id keeps its values through a rename, an option's `was` carries its values to the
   * new name, fields left out go with their values. `duplicate` when another tag has the name,
   * `invalid` for a field id not of this tag or a type change. Answers how many records lost a value.
   */
  changeSuperTag(
    accountId: number,
    tagId: number,
    write: SuperTagSettingsWrite,
  ): Promise<WriteResult<{ lostValues: number }>>;
  /** Deletes the SuperTag with its values; answers how many records carried it. */
  deleteSuperTag(accountId: number, tagId: number): Promise<WriteResult<number>>;
  getSuperTag(accountId: number, name: string): Promise<SuperTagDefinition | null>;
  /** null when there is no such record in the account. */
  recordSuperTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
  ): Promise<{ id: number; name: string; fields: SuperTagFieldValue[] }[] | null>;
  /**
   * Adds the SuperTag to the record if needed and applies the values `valuesFor` reads against the
   * current definition (its problems: `invalid`, nothing changes), atomically. Fields left out
   * keep their values; `''`/`[]` clears a field.
   */
  putRecordSuperTag(
    scope: Scope,
    kind: RecordKind,
    id: number,
    name: string,
    valuesFor: (definition: SuperTagDefinition) => SuperTagValues,
  ): Promise<WriteResult>;
  /** A record without it is no error. */
  removeRecordSuperTag(
    scope: Scope,
    kind: RecordKind,
    id: number,
    name: string,
  ): Promise<WriteResult>;
}
