import type { Selectable } from 'kysely';
import type { SuperTagDefinition, SuperTagField } from '#xml/superTag';
import { elementKey, isMultipleChoice, MULTIPLE_CHOICE, TEXT_FIELD } from '#xml/superTagNames';
import type { Executor } from '../../dialect/database';
import type { SuperTagFieldsTable } from '../../schema';
import { isRecordKind } from '../../scope';
import { readStoredValue, storedValue } from '../../superTagValueRows';
import { changedRows, touchRecord } from '../records';

type FieldRow = Selectable<SuperTagFieldsTable>;

export const toField = (row: FieldRow): SuperTagField => ({
  name: row.name,
  type: row.type,
  options: JSON.parse(row.options) as string[],
  text: row.text,
});

/** The tags' fields, by tag, then position. */
export async function fieldRows(db: Executor, tags: readonly { id: number }[]) {
  if (tags.length === 0) return [];
  const ids = tags.map((tag) => tag.id);
  return db
    .selectFrom('super_tag_fields')
    .selectAll()
    .where('tag_id', 'in', ids)
    .orderBy('tag_id')
    .orderBy('position')
    .execute();
}

const normalisedField = ({ name, type, options, text }: SuperTagField): SuperTagField =>
  isMultipleChoice(type)
    ? { name: name.trim(), type: MULTIPLE_CHOICE, options: [...new Set(options)], text: '' }
    : { name: name.trim(), type: TEXT_FIELD, options: [], text };

/** The definition as stored: trimmed names, the two canonical type spellings, options only where they mean something. */
export const normalised = ({ name, fields }: SuperTagDefinition): SuperTagDefinition => ({
  name: name.trim(),
  fields: fields.map(normalisedField),
});

/** Writes one field's value of a record (an empty one deletes it); true when the stored value changed. */
export async function writeValue(
  trx: Executor,
  fieldId: number,
  kind: string,
  id: number,
  value: string | string[],
): Promise<boolean> {
  const key = { field_id: fieldId, record_kind: kind, record_id: id };
  const json = storedValue(value);
  const result =
    json === null
      ? await trx
          .deleteFrom('super_tag_values')
          .where((eb) => eb.and(key))
          .executeTakeFirst()
      : await trx
          .insertInto('super_tag_values')
          .values({ ...key, value: json })
          // Only a different value counts as a change (and moves the record's version).
          .onConflict((oc) =>
            oc
              .columns(['field_id', 'record_kind', 'record_id'])
              .doUpdateSet({ value: json })
              .where('super_tag_values.value', '!=', json),
          )
          .executeTakeFirst();
  return changedRows(result) > 0;
}

/** Keeps a field's stored values valid for its new definition: dropped on a type change, pruned to the options still offered. */
async function reconcileValues(trx: Executor, old: FieldRow, field: SuperTagField): Promise<void> {
  if (old.type !== field.type) {
    await trx.deleteFrom('super_tag_values').where('field_id', '=', old.id).execute();
    return;
  }
  if (!isMultipleChoice(field.type) || old.options === JSON.stringify(field.options)) return;
  const rows = await trx
    .selectFrom('super_tag_values')
    .select(['record_kind', 'record_id', 'value'])
    .where('field_id', '=', old.id)
    .execute();
  const offered = new Set(field.options);
  for (const row of rows) {
    const kept = (readStoredValue(row.value, field.type) as string[]).filter((v) => offered.has(v));
    if (storedValue(kept) !== row.value)
      await writeValue(trx, old.id, row.record_kind, row.record_id, kept);
  }
}

/** Makes the tag a SuperTag of this (normalised) definition; the records carrying it move their versions. */
export async function defineTag(trx: Executor, tagId: number, definition: SuperTagDefinition) {
  const { name, fields } = definition;
  await trx.updateTable('tags').set({ is_supertag: 1, name }).where('id', '=', tagId).execute();
  await writeFields(trx, tagId, fields);
  await touchTaggedRecords(trx, tagId, Date.now());
}

/** The tag's fields as `fields` says; a field keeps its identity (and values) while its element name stays the same. */
async function writeFields(trx: Executor, tagId: number, fields: readonly SuperTagField[]) {
  const rows = await fieldRows(trx, [{ id: tagId }]);
  const existing = new Map(rows.map((row) => [elementKey(row.name), row]));
  const matched = fields.map((field) => existing.get(elementKey(field.name)));
  const kept = new Set(matched.filter((row) => row !== undefined).map((row) => row.id));
  for (const row of existing.values())
    if (!kept.has(row.id))
      await trx.deleteFrom('super_tag_fields').where('id', '=', row.id).execute();
  for (const [position, field] of fields.entries()) {
    const { name, type, text, options } = field;
    const columns = { tag_id: tagId, position, name, type, options: JSON.stringify(options), text };
    const old = matched[position];
    if (old === undefined) await trx.insertInto('super_tag_fields').values(columns).execute();
    else {
      await reconcileValues(trx, old, field);
      await trx.updateTable('super_tag_fields').set(columns).where('id', '=', old.id).execute();
    }
  }
}

/** Records carrying the tag embed its definition's field names: their versions move with it. */
export async function touchTaggedRecords(trx: Executor, tagId: number, now: number): Promise<void> {
  // In one order for every definer, so that PostgreSQL's row locks are taken without deadlock.
  const tagged = await trx
    .selectFrom('taggings')
    .select(['record_kind', 'record_id'])
    .where('tag_id', '=', tagId)
    .orderBy('record_kind')
    .orderBy('record_id')
    .execute();
  for (const row of tagged)
    if (isRecordKind(row.record_kind)) await touchRecord(trx, row.record_kind, row.record_id, now);
}
