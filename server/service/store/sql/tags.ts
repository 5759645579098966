import type { Tag } from '#xml/tag';
import type { StoreDb } from '../dialect/database';
import type { TagStore } from '../tagStore';
import { recordActivity } from './activityLog';
import { recordExists, touchRecord } from './records';
import { superTags } from './tags/superTags';
import {
  deleteTagging,
  ensureTagRow,
  findTagRow,
  insertTagging,
  orderedTags,
  recordTagsQuery,
  type TagRow,
} from './tags/tagRows';

const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  supertag: row.is_supertag === 1,
});

/** Names in one order for every writer: requests adding "a, b" and "b, a" at once wait instead of deadlocking. */
const inLockOrder = (names: readonly string[]): string[] =>
  [...names].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
  );

/** The tag area, on SQLite or PostgreSQL (see `sql/tags/`): tags, taggings, SuperTag definitions and values. */
export function sqlTagStore(db: StoreDb): TagStore {
  const recordTags = recordTagsQuery(db);
  return {
    recordTagsOf: (scope, kind, ids) => recordTags(db.kysely, scope, kind, ids),

    listTags: async (scope) =>
      (await orderedTags(db.kysely, db.dialect, scope.accountId).execute()).map(toTag),
    async getTag(scope, name) {
      const row = await findTagRow(db.kysely, db.dialect, scope.accountId, name);
      return row === undefined ? null : toTag(row);
    },

    addTags: (scope, kind, id, names) =>
      db.write(async (trx) => {
        if (!(await recordExists(trx, scope, kind, id, 'update'))) return 'record_not_found';
        const now = Date.now();
        let changed = false;
        for (const name of inLockOrder(names)) {
          const tag = await ensureTagRow(trx, db.dialect, scope.accountId, name);
          if (!(await insertTagging(trx, scope, kind, id, tag.id, now))) continue;
          changed = true;
          const description = `Tag ${tag.name} added`;
          await recordActivity(trx, scope, {
            recordKind: kind,
            recordId: id,
            kind: 'tagged',
            description,
          });
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
          const supertag = tag.is_supertag === 1;
          await recordActivity(trx, scope, {
            recordKind: kind,
            recordId: id,
            kind: supertag ? 'super_tag_removed' : 'untagged',
            description: `${supertag ? 'SuperTag' : 'Tag'} ${tag.name} removed`,
          });
        }
        if (changed) await touchRecord(trx, kind, id);
        return 'ok';
      }),

    ...superTags(db, recordTags),
  };
}
