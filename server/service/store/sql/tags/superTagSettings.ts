import type {
  FieldWrite,
  SettingsField,
  SuperTagSettings,
  SuperTagSettingsWrite,
} from '#xml/superTagSettings';
import { isMultipleChoice } from '#xml/superTagNames';
import type { Executor, StoreDb } from '../../dialect/database';
import { readStoredValue } from '../../superTagValueRows';
import type { TagStore } from '../../tagStore';
import { invalid, notFound, written, type WriteResult } from '../../writeResult';
import { fieldRows, touchTaggedRecords, toField, writeValue } from './superTags';
import { tagRows } from './tagRows';

type FieldRow = Awaited<ReturnType<typeof fieldRows>>[number];

const superTagOf = (trx: Executor, accountId: number, tagId: number) =>
  trx
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', '=', tagId)
    .where('is_supertag', '=', 1);

async function taggedCounts(trx: Executor, tagIds: readonly number[]) {
  if (tagIds.length === 0) return new Map<number, number>();
  const rows = await trx
    .selectFrom('taggings')
    .select((eb) => ['tag_id', eb.fn.countAll<number | string>().as('n')])
    .where('tag_id', 'in', tagIds)
    .groupBy('tag_id')
    .execute();
  return new Map(rows.map((r) => [r.tag_id, Number(r.n)]));
}

/** A field with its records and each option's (one pass over the field's values). */
async function countedField(trx: Executor, row: FieldRow): Promise<SettingsField> {
  const field = toField(row);
  const values = await trx
    .selectFrom('super_tag_values')
    .select('value')
    .where('field_id', '=', row.id)
    .execute();
  const perOption = new Map<string, number>();
  for (const { value } of values)
    if (isMultipleChoice(field.type))
      for (const option of new Set(readStoredValue(value, field.type) as string[]))
        perOption.set(option, (perOption.get(option) ?? 0) + 1);
  return {
    id: row.id,
    name: field.name,
    type: field.type,
    records: values.length,
    options: field.options.map((name) => ({ name, records: perOption.get(name) ?? 0 })),
  };
}

const fieldProblem = (message: string) => invalid({ field: 'super_tag', message });

/** What a kept field's write may not do: belong elsewhere, change type, rename an option it lacks. */
function keptFieldProblem(write: FieldWrite, old: FieldRow | undefined): string | undefined {
  if (old === undefined) return `Field ${write.id}: no such field in this SuperTag`;
  if (isMultipleChoice(old.type) !== isMultipleChoice(write.type))
    return `Field ${old.name}: a field's type cannot change; remove it and add a new field`;
  const offered = new Set(toField(old).options);
  const unknown = write.options.find((o) => o.was !== undefined && !offered.has(o.was));
  return unknown === undefined
    ? undefined
    : `Field ${old.name}: it has no option "${unknown.was}" to rename`;
}

/**
 * A multiple-choice field's values after its options changed: renamed options follow, options no
 * longer offered go. Answers how many records lost a value.
 */
async function carryValues(trx: Executor, old: FieldRow, write: FieldWrite): Promise<number> {
  const renamed = new Map(write.options.map((o) => [o.was ?? o.name, o.name]));
  const offered = new Set(write.options.map((o) => o.name));
  const rows = await trx
    .selectFrom('super_tag_values')
    .select(['record_kind', 'record_id', 'value'])
    .where('field_id', '=', old.id)
    .orderBy('record_kind')
    .orderBy('record_id')
    .execute();
  let lost = 0;
  for (const row of rows) {
    const before = readStoredValue(row.value, old.type) as string[];
    const after = [
      ...new Set(before.map((v) => renamed.get(v) ?? v).filter((v) => offered.has(v))),
    ];
    if (after.length < new Set(before).size) lost++;
    if (JSON.stringify(after) !== JSON.stringify(before))
      await writeValue(trx, old.id, row.record_kind, row.record_id, after);
  }
  return lost;
}

/**
 * The account settings' part of the tag area: SuperTags with ids and counts, changed field by
 * field (a rename keeps values, option renames carry them), and deleted.
 */
export function sqlSuperTagSettings(
  db: StoreDb,
): Pick<
  TagStore,
  'listSuperTagSettings' | 'getSuperTagSettings' | 'changeSuperTag' | 'deleteSuperTag'
> {
  const rows = tagRows(db);
  return {
    listSuperTagSettings: (accountId) =>
      db.read(async (trx) => {
        const tags = await rows.ordered(trx, accountId).where('tags.is_supertag', '=', 1).execute();
        const [fields, counts] = await Promise.all([
          fieldRows(trx, tags),
          taggedCounts(
            trx,
            tags.map((t) => t.id),
          ),
        ]);
        return tags.map((tag): SuperTagSettings => ({
          id: tag.id,
          name: tag.name,
          records: counts.get(tag.id) ?? 0,
          fields: fields
            .filter((f) => f.tag_id === tag.id)
            .map((row) => {
              const f = toField(row);
              const options = f.options.map((name) => ({ name, records: null }));
              return { id: row.id, name: f.name, type: f.type, options, records: null };
            }),
        }));
      }),

    getSuperTagSettings: (accountId, tagId) =>
      db.read(async (trx) => {
        const tag = await superTagOf(trx, accountId, tagId).executeTakeFirst();
        if (tag === undefined) return null;
        const fields: SettingsField[] = [];
        for (const row of await fieldRows(trx, [tag])) fields.push(await countedField(trx, row));
        const records = (await taggedCounts(trx, [tag.id])).get(tag.id) ?? 0;
        return { id: tag.id, name: tag.name, records, fields };
      }),

    changeSuperTag: (accountId: number, tagId: number, write: SuperTagSettingsWrite) =>
      db.write(async (trx): Promise<WriteResult<{ lostValues: number }>> => {
        // For update: definers of one tag take turns; record writers (locking it for share) wait.
        const tag = await superTagOf(trx, accountId, tagId).forNoKeyUpdate().executeTakeFirst();
        if (tag === undefined) return notFound();
        const namesake = await rows.find(trx, accountId, write.name);
        if (namesake !== undefined && namesake.id !== tagId)
          return {
            status: 'duplicate',
            problems: [{ field: 'name', message: `A tag named "${namesake.name}" exists already` }],
          };
        const old = new Map((await fieldRows(trx, [tag])).map((row) => [row.id, row]));
        const keptIds = write.fields.flatMap((f) => (f.id === null ? [] : [f.id]));
        if (new Set(keptIds).size !== keptIds.length)
          return fieldProblem('A field is listed twice');
        for (const field of write.fields) {
          if (field.id === null) continue;
          const problem = keptFieldProblem(field, old.get(field.id));
          if (problem !== undefined) return fieldProblem(problem);
        }
        await trx.updateTable('tags').set({ name: write.name }).where('id', '=', tagId).execute();
        const kept = new Set(keptIds);
        for (const id of old.keys())
          if (!kept.has(id))
            await trx.deleteFrom('super_tag_fields').where('id', '=', id).execute();
        // Names out of the way first: two fields may swap names.
        for (const id of kept)
          await trx
            .updateTable('super_tag_fields')
            .set({ name: `\u0001${id}` })
            .where('id', '=', id)
            .execute();
        let lostValues = 0;
        for (const [position, field] of write.fields.entries()) {
          const options = JSON.stringify(field.options.map((o) => o.name));
          const columns = { position, name: field.name, type: field.type, options };
          const previous = field.id === null ? undefined : old.get(field.id);
          if (previous === undefined) {
            await trx
              .insertInto('super_tag_fields')
              .values({ ...columns, tag_id: tagId, text: '' })
              .execute();
            continue;
          }
          if (isMultipleChoice(field.type)) lostValues += await carryValues(trx, previous, field);
          await trx
            .updateTable('super_tag_fields')
            .set(columns)
            .where('id', '=', previous.id)
            .execute();
        }
        await touchTaggedRecords(trx, tagId, Date.now());
        return written({ lostValues });
      }),

    deleteSuperTag: (accountId: number, tagId: number) =>
      db.write(async (trx): Promise<WriteResult<number>> => {
        const tag = await superTagOf(trx, accountId, tagId).forNoKeyUpdate().executeTakeFirst();
        if (tag === undefined) return notFound();
        const records = (await taggedCounts(trx, [tagId])).get(tagId) ?? 0;
        // The records lose the tag and its values: their versions move.
        await touchTaggedRecords(trx, tagId, Date.now());
        await trx.deleteFrom('tags').where('id', '=', tagId).execute();
        return written(records);
      }),
  };
}
