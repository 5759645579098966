import type { StoreDb } from '../dialect/database';
import type { TagStore } from '../tagStore';
import { RecordTagsQuery } from './tags/recordTags';
import { defineSuperTag, getSuperTag, listSuperTags } from './tags/superTagDefinitions';
import { putRecordSuperTag, recordSuperTags, removeRecordSuperTag } from './tags/superTagValues';
import { addTags, removeTags } from './tags/taggings';
import { findTagRow, selectTags, tagNameOrder, toTag } from './tags/tagRows';

/** The tag area, on SQLite or PostgreSQL (see `sql/tags/`): tags, taggings, SuperTag definitions and values. */
export function sqlTagStore(db: StoreDb): TagStore {
  const recordTags = new RecordTagsQuery(db);
  return {
    recordTagsOf: (scope, kind, ids) => recordTags.run(db.kysely, scope, kind, ids),

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
    addTags: (scope, kind, id, names) => addTags(db, scope, kind, id, names),
    removeTags: (scope, kind, id, names) => removeTags(db, scope, kind, id, names),

    defineSuperTag: (accountId, definition) => defineSuperTag(db, accountId, definition),
    listSuperTags: (accountId) => listSuperTags(db, accountId),
    getSuperTag: (accountId, name) => getSuperTag(db, accountId, name),

    recordSuperTags: (scope, kind, id) => recordSuperTags(db, recordTags, scope, kind, id),
    putRecordSuperTag: (scope, kind, id, name, valuesFor) =>
      putRecordSuperTag(db, scope, kind, id, name, valuesFor),
    removeRecordSuperTag: (scope, kind, id, name) =>
      removeRecordSuperTag(db, scope, kind, id, name),
  };
}
