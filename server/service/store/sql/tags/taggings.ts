import type { Executor, StoreDb } from '../../dialect/database';
import type { RecordKind, Scope } from '../../scope';
import type { TagStore } from '../../tagStore';
import { recordActivity } from '../activityLog';
import { changedRows, recordExists, touchRecord } from '../records';
import { ensureTagRow, findTagRow, type TagRow } from './tagRows';

/** Tags the record; true when a tagging was added (a tag the record has already changes nothing). Inside a transaction. */
export async function insertTagging(
  trx: Executor,
  scope: Scope,
  kind: RecordKind,
  id: number,
  tagId: number,
  now: number,
): Promise<boolean> {
  const result = await trx
    .insertInto('taggings')
    .values({
      tag_id: tagId,
      account_id: scope.accountId,
      record_kind: kind,
      record_id: id,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return changedRows(result) > 0;
}

/** Removes the tagging and, for a SuperTag, the record's values of it; true when anything was removed. */
export async function deleteTagging(
  trx: Executor,
  kind: RecordKind,
  id: number,
  tag: TagRow,
): Promise<boolean> {
  const taggings = await trx
    .deleteFrom('taggings')
    .where('tag_id', '=', tag.id)
    .where('record_kind', '=', kind)
    .where('record_id', '=', id)
    .executeTakeFirst();
  let removed = changedRows(taggings) > 0;
  if (tag.is_supertag === 1) {
    const values = await trx
      .deleteFrom('super_tag_values')
      .where('record_kind', '=', kind)
      .where('record_id', '=', id)
      .where(
        'field_id',
        'in',
        trx.selectFrom('super_tag_fields').select('id').where('tag_id', '=', tag.id),
      )
      .executeTakeFirst();
    removed ||= changedRows(values) > 0;
  }
  return removed;
}

/** Names in one order for every writer: requests adding "a, b" and "b, a" at once wait instead of deadlocking. */
const inLockOrder = (names: readonly string[]): string[] =>
  [...names].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
  );

export const taggings = (db: StoreDb): Pick<TagStore, 'addTags' | 'removeTags'> => ({
  addTags: (scope, kind, id, names) =>
    db.write(async (trx) => {
      if (!(await recordExists(trx, scope, kind, id, 'update'))) return 'record_not_found';
      const now = Date.now();
      let changed = false;
      for (const name of inLockOrder(names)) {
        const tag = await ensureTagRow(trx, db.dialect, scope.accountId, name);
        if (await insertTagging(trx, scope, kind, id, tag.id, now)) {
          changed = true;
          const description = `Tag ${tag.name} added`;
          await recordActivity(trx, scope, {
            recordKind: kind,
            recordId: id,
            kind: 'tagged',
            description,
          });
        }
      }
      if (changed) await touchRecord(trx, kind, id, now);
      return 'ok';
    }),

  removeTags: (scope, kind, id, names) =>
    db.write(async (trx) => {
      if (!(await recordExists(trx, scope, kind, id, 'update'))) return 'record_not_found';
      const tags: TagRow[] = [];
      for (const name of names) {
        const tag = await findTagRow(trx, db.dialect, scope.accountId, name, 'share');
        if (tag === undefined) return 'tag_not_found';
        tags.push(tag);
      }
      let changed = false;
      for (const tag of tags) {
        if (!(await deleteTagging(trx, kind, id, tag))) continue;
        changed = true;
        await recordActivity(trx, scope, {
          recordKind: kind,
          recordId: id,
          kind: tag.is_supertag === 1 ? 'super_tag_removed' : 'untagged',
          description: `${tag.is_supertag === 1 ? 'SuperTag' : 'Tag'} ${tag.name} removed`,
        });
      }
      if (changed) await touchRecord(trx, kind, id);
      return 'ok';
    }),
});
