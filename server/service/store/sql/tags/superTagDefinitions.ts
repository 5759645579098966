import {
  superTagDefinitionProblems,
  type SuperTagDefinition,
  type SuperTagField,
} from '#xml/superTag';
import { elementKey, isMultipleChoice, MULTIPLE_CHOICE, TEXT_FIELD } from '#xml/superTagNames';
import type { Selectable } from 'kysely';
import type { Executor, StoreDb } from '../../dialect/database';
import type { SuperTagFieldsTable } from '../../schema';
import { isRecordKind } from '../../scope';
import { readStoredValue, storedValue } from '../../superTagValueRows';
import { InvalidSuperTagDefinition, type TagStore } from '../../tagStore';
import { touchRecord } from '../records';
import { ensureTagRow, findTagRow, selectTags, tagNameOrder } from './tagRows';

type FieldRow = Selectable<SuperTagFieldsTable>;

function toField(row: FieldRow): SuperTagField {
  return {
    name: row.name,
    type: row.type,
    options: JSON.parse(row.options) as string[],
    text: row.text,
  };
}

async function fieldRows(db: Executor, tagIds: readonly number[]): Promise<FieldRow[]> {
  if (tagIds.length === 0) return [];
  return db
    .selectFrom('super_tag_fields')
    .selectAll()
    .where('tag_id', 'in', tagIds)
    .orderBy('tag_id')
    .orderBy('position')
    .execute();
}

export async function definitionOf(
  db: Executor,
  tag: { id: number; name: string },
): Promise<{ definition: SuperTagDefinition; fields: FieldRow[] }> {
  const fields = await fieldRows(db, [tag.id]);
  return { definition: { name: tag.name, fields: fields.map(toField) }, fields };
}

/** The definition as stored: trimmed names, the two canonical type spellings, options only where they mean something. */
function normalised(definition: SuperTagDefinition): SuperTagDefinition {
  return {
    name: definition.name.trim(),
    fields: definition.fields.map((f) => {
      const multiple = isMultipleChoice(f.type);
      return {
        name: f.name.trim(),
        type: multiple ? MULTIPLE_CHOICE : TEXT_FIELD,
        options: multiple ? [...new Set(f.options)] : [],
        text: multiple ? '' : f.text,
      };
    }),
  };
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
  for (const row of rows) {
    const kept = (readStoredValue(row.value, field.type) as string[]).filter((v) =>
      field.options.includes(v),
    );
    const value = storedValue(kept);
    if (value === row.value) continue;
    const target = { field_id: old.id, record_kind: row.record_kind, record_id: row.record_id };
    if (value === null)
      await trx
        .deleteFrom('super_tag_values')
        .where((eb) => eb.and(target))
        .execute();
    else
      await trx
        .updateTable('super_tag_values')
        .set({ value })
        .where((eb) => eb.and(target))
        .execute();
  }
}

/** Records carrying the tag embed its definition's field names: their versions move with it. */
async function touchTaggedRecords(trx: Executor, tagId: number, now: number): Promise<void> {
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

export const superTagDefinitions = (
  db: StoreDb,
): Pick<TagStore, 'defineSuperTag' | 'listSuperTags' | 'getSuperTag'> => ({
  async defineSuperTag(accountId, input) {
    const problems = superTagDefinitionProblems(input);
    if (problems.length > 0) throw new InvalidSuperTagDefinition(problems);
    const definition = normalised(input);
    return db.write(async (trx) => {
      // Locked for update: definers of one tag go one at a time, and record writers that read the
      // definition (they lock it for share) wait for the new one.
      const tag = await ensureTagRow(trx, db.dialect, accountId, definition.name, 'update');
      await trx
        .updateTable('tags')
        .set({ is_supertag: 1, name: definition.name })
        .where('id', '=', tag.id)
        .execute();
      await writeFields(trx, tag.id, definition.fields);
      await touchTaggedRecords(trx, tag.id, Date.now());
      return tag.id;
    });
  },

  listSuperTags: (accountId) =>
    db.read(async (trx) => {
      const tags = await selectTags(trx, accountId)
        .where('tags.is_supertag', '=', 1)
        .orderBy(tagNameOrder(db.dialect))
        .orderBy('tags.id')
        .execute();
      const fields = await fieldRows(
        trx,
        tags.map((t) => t.id),
      );
      return tags.map((tag) => ({
        name: tag.name,
        fields: fields.filter((f) => f.tag_id === tag.id).map(toField),
      }));
    }),

  getSuperTag: (accountId, name) =>
    db.read(async (trx) => {
      const tag = await findTagRow(trx, db.dialect, accountId, name);
      return tag === undefined || tag.is_supertag !== 1
        ? null
        : (await definitionOf(trx, tag)).definition;
    }),
});

/** The tag's fields as `fields` says; a field keeps its identity (and values) while its element name stays the same. */
async function writeFields(trx: Executor, tagId: number, fields: readonly SuperTagField[]) {
  const existing = new Map(
    (await fieldRows(trx, [tagId])).map((row) => [elementKey(row.name), row]),
  );
  const matched = fields.map((field) => existing.get(elementKey(field.name)));
  const kept = new Set(matched.filter((row) => row !== undefined).map((row) => row.id));
  for (const row of existing.values())
    if (!kept.has(row.id))
      await trx.deleteFrom('super_tag_fields').where('id', '=', row.id).execute();
  for (const [position, field] of fields.entries()) {
    const columns = {
      position,
      name: field.name,
      type: field.type,
      options: JSON.stringify(field.options),
      text: field.text,
    };
    const old = matched[position];
    if (old === undefined)
      await trx
        .insertInto('super_tag_fields')
        .values({ tag_id: tagId, ...columns })
        .execute();
    else {
      await reconcileValues(trx, old, field);
      await trx.updateTable('super_tag_fields').set(columns).where('id', '=', old.id).execute();
    }
  }
}
