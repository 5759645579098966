import type { RecordSuperTag, SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { RecordTag, Tag } from '#xml/tag';
import type { StoreDb } from '../dialect/database';
import type { RecordKind, Scope } from '../scope';
import type {
  SuperTagChangeOutcome,
  TaggingOutcome,
  TagStore,
  UntaggingOutcome,
} from '../tagStore';
import { RecordTagsQuery } from './tags/recordTags';
import { defineSuperTag, getSuperTag, listSuperTags } from './tags/superTagDefinitions';
import { putRecordSuperTag, recordSuperTags, removeRecordSuperTag } from './tags/superTagValues';
import { addTags, removeTags } from './tags/taggings';
import { findTagRow, selectTags, tagNameOrder, toTag } from './tags/tagRows';

/** The tag area, on SQLite or PostgreSQL (see `sql/tags/`): tags, taggings, SuperTag definitions and values. */
export class SqlTagStore implements TagStore {
  private readonly recordTags: RecordTagsQuery;

  constructor(private readonly db: StoreDb) {
    this.recordTags = new RecordTagsQuery(db);
  }

  async recordTagsOf(
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
  ): Promise<Map<number, RecordTag[]>> {
    return this.recordTags.run(this.db.kysely, scope, kind, ids);
  }

  async listTags(scope: Scope): Promise<Tag[]> {
    return (
      await selectTags(this.db.kysely, scope.accountId)
        .orderBy(tagNameOrder(this.db.dialect))
        .orderBy('tags.id')
        .execute()
    ).map(toTag);
  }

  async getTag(scope: Scope, name: string): Promise<Tag | null> {
    const row = await findTagRow(this.db.kysely, this.db.dialect, scope.accountId, name);
    return row === undefined ? null : toTag(row);
  }

  async addTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
    names: readonly string[],
  ): Promise<TaggingOutcome> {
    return addTags(this.db, scope, kind, id, names);
  }

  async removeTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
    names: readonly string[],
  ): Promise<UntaggingOutcome> {
    return removeTags(this.db, scope, kind, id, names);
  }

  async defineSuperTag(accountId: number, definition: SuperTagDefinition): Promise<number> {
    return defineSuperTag(this.db, accountId, definition);
  }

  async listSuperTags(accountId: number): Promise<SuperTagDefinition[]> {
    return listSuperTags(this.db, accountId);
  }

  async getSuperTag(accountId: number, name: string): Promise<SuperTagDefinition | null> {
    return getSuperTag(this.db, accountId, name);
  }

  async recordSuperTags(
    scope: Scope,
    kind: RecordKind,
    id: number,
  ): Promise<RecordSuperTag[] | null> {
    return recordSuperTags(this.db, this.recordTags, scope, kind, id);
  }

  async putRecordSuperTag(
    scope: Scope,
    kind: RecordKind,
    id: number,
    name: string,
    valuesFor: (definition: SuperTagDefinition) => SuperTagWrite,
  ): Promise<SuperTagChangeOutcome> {
    return putRecordSuperTag(this.db, scope, kind, id, name, valuesFor);
  }

  async removeRecordSuperTag(
    scope: Scope,
    kind: RecordKind,
    id: number,
    name: string,
  ): Promise<SuperTagChangeOutcome> {
    return removeRecordSuperTag(this.db, scope, kind, id, name);
  }
}
