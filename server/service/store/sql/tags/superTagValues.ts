import type { Executor, StoreDb } from '../../dialect/database';
import type { RecordKind, Scope } from '../../scope';
import { storedValue } from '../../superTagValueRows';
import type { SuperTagChangeOutcome, TagStore } from '../../tagStore';
import { recordEmbedChange } from '../activityLog';
import { changedRows, readOfRecord, recordExists } from '../records';
import type { RecordTagsQuery } from './recordTags';
import { definitionOf } from './superTagDefinitions';
import { deleteTagging, insertTagging } from './taggings';
import { findTagRow, type TagRow } from './tagRows';

/** A write to the record's values of the SuperTag of that name; its definition stays as read until commit. */
function writeSuperTagOfRecord(
  db: StoreDb,
  scope: Scope,
  kind: RecordKind,
  id: number,
  name: string,
  write: (trx: Executor, tag: TagRow) => Promise<void>,
): Promise<SuperTagChangeOutcome> {
  return db.write(async (trx) => {
    if (!(await recordExists(trx, scope, kind, id, 'update'))) return 'record_not_found';
    const tag = await findTagRow(trx, db.dialect, scope.accountId, name, 'share');
    if (tag?.is_supertag !== 1) return 'supertag_not_found';
    await write(trx, tag);
    return 'ok';
  });
}

/** Writes one field's value; true when the stored value changed. */
async function writeValue(
  trx: Executor,
  fieldId: number,
  kind: RecordKind,
  id: number,
  value: string | string[],
): Promise<boolean> {
  const json = storedValue(value);
  if (json === null) {
    const result = await trx
      .deleteFrom('super_tag_values')
      .where('field_id', '=', fieldId)
      .where('record_kind', '=', kind)
      .where('record_id', '=', id)
      .executeTakeFirst();
    return changedRows(result) > 0;
  }
  const result = await trx
    .insertInto('super_tag_values')
    .values({ field_id: fieldId, record_kind: kind, record_id: id, value: json })
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

export const superTagValues = (
  db: StoreDb,
  recordTags: RecordTagsQuery,
): Pick<TagStore, 'recordSuperTags' | 'putRecordSuperTag' | 'removeRecordSuperTag'> => ({
  recordSuperTags: (scope, kind, id) =>
    readOfRecord(db, scope, kind, id, async (trx) => {
      const tags = (await recordTags(trx, scope, kind, [id])).get(id) ?? [];
      return tags
        .filter((t) => t.supertag)
        .map(({ id: tagId, name, fields }) => ({ id: tagId, name, fields }));
    }),

  putRecordSuperTag: (scope, kind, id, name, valuesFor) =>
    writeSuperTagOfRecord(db, scope, kind, id, name, async (trx, tag) => {
      const { definition, fields } = await definitionOf(trx, tag);
      const values = valuesFor(definition);
      const now = Date.now();
      const applied = await insertTagging(trx, scope, kind, id, tag.id, now);
      let changed = applied;
      for (const field of fields) {
        // Own keys only: a field may be called "constructor".
        if (
          Object.hasOwn(values, field.name) &&
          (await writeValue(trx, field.id, kind, id, values[field.name]!))
        )
          changed = true;
      }
      if (changed) {
        const description = `SuperTag ${tag.name} ${applied ? 'applied' : 'changed'}`;
        await recordEmbedChange(trx, scope, { kind, id }, 'super_tag_set', description, now);
      }
    }),

  removeRecordSuperTag: (scope, kind, id, name) =>
    writeSuperTagOfRecord(db, scope, kind, id, name, async (trx, tag) => {
      if (await deleteTagging(trx, kind, id, tag)) {
        const description = `SuperTag ${tag.name} removed`;
        await recordEmbedChange(trx, scope, { kind, id }, 'super_tag_removed', description);
      }
    }),
});
