import type { StoreDb } from '../dialect/database';
import type { TagStore } from '../tagStore';
import { recordTagsQuery } from './tags/recordTags';
import { superTagDefinitions } from './tags/superTagDefinitions';
import { superTagValues } from './tags/superTagValues';
import { taggings } from './tags/taggings';
import { findTagRow, selectTags, tagNameOrder, toTag } from './tags/tagRows';

/** The tag area, on SQLite or PostgreSQL (see `sql/tags/`): tags, taggings, SuperTag definitions and values. */
export function sqlTagStore(db: StoreDb): TagStore {
  const recordTags = recordTagsQuery(db);
  return {
    recordTagsOf: (scope, kind, ids) => recordTags(db.kysely, scope, kind, ids),

    listTags: async (scope) =>
      (
        await selectTags(db.kysely, scope.accountId)
          .orderBy(tagNameOrder(db.dialect))
          .orderBy('tags.id')
          .execute()
      ).map(toTag),
    async getTag(scope, name) {
      const row = await findTagRow(db.kysely, db.dialect, scope.accountId, name);
      return row === undefined ? null : toTag(row);
    },
    ...taggings(db),
    ...superTagDefinitions(db),
    ...superTagValues(db, recordTags),
  };
}
