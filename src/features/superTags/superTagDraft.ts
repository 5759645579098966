import { MULTIPLE_CHOICE } from '#xml/superTagNames';
import type { SettingsField, SuperTagSettings, SuperTagSettingsWrite } from '#xml/superTagSettings';

/**
 * The SuperTag editor's working copy: fields and options keep a local key (for React) and what
 * they were on the service (id, `was`, counts), so a save says rename, not remove and add.
 */
export interface OptionDraft {
  key: number;
  name: string;
  /** The option's name on the service; undefined for a new one. */
  was?: string;
  records: number;
}
export interface FieldDraft {
  key: number;
  id: number | null;
  name: string;
  type: string;
  options: OptionDraft[];
  records: number;
}
export interface SuperTagDraft {
  name: string;
  fields: FieldDraft[];
}

let nextKey = 1;
export const newKey = (): number => nextKey++;

export const newField = (type = MULTIPLE_CHOICE): FieldDraft => ({
  key: newKey(),
  id: null,
  name: '',
  type,
  options: type === MULTIPLE_CHOICE ? [{ key: newKey(), name: '', records: 0 }] : [],
  records: 0,
});

const fieldDraft = (field: SettingsField): FieldDraft => ({
  key: newKey(),
  id: field.id,
  name: field.name,
  type: field.type,
  records: field.records ?? 0,
  options: field.options.map((o) => ({
    key: newKey(),
    name: o.name,
    was: o.name,
    records: o.records ?? 0,
  })),
});

export const draftOf = (settings: SuperTagSettings | null): SuperTagDraft =>
  settings === null
    ? { name: '', fields: [newField()] }
    : { name: settings.name, fields: settings.fields.map(fieldDraft) };

export function writeOf(draft: SuperTagDraft): SuperTagSettingsWrite {
  return {
    name: draft.name.trim(),
    fields: draft.fields.map((f) => ({
      id: f.id,
      name: f.name.trim(),
      type: f.type,
      options: f.options.map((o) => ({
        name: o.name.trim(),
        ...(o.was === undefined || o.was === o.name.trim() ? {} : { was: o.was }),
      })),
    })),
  };
}

/** A removed field (or, with `option`, a removed option of it) that `records` records hold. */
export interface Loss {
  field: string;
  option?: string;
  records: number;
}

/** What saving would take from records: removed fields and options that records hold. */
export function losses(settings: SuperTagSettings | null, draft: SuperTagDraft): Loss[] {
  if (settings === null) return [];
  const lines: Loss[] = [];
  for (const field of settings.fields) {
    const kept = draft.fields.find((f) => f.id === field.id);
    if (kept === undefined) {
      if ((field.records ?? 0) > 0) lines.push({ field: field.name, records: field.records ?? 0 });
      continue;
    }
    for (const option of field.options) {
      const stays = kept.options.some((o) => o.was === option.name);
      if (!stays && (option.records ?? 0) > 0)
        lines.push({ field: field.name, option: option.name, records: option.records ?? 0 });
    }
  }
  return lines;
}
