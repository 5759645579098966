import type { RecordSuperTag, SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { RecordTag, Tag } from '#xml/tag';
import type { RecordKind, Scope } from '../scope';
import type { SuperTagChangeOutcome, TaggingOutcome, TagStore, UntaggingOutcome } from '../tagStore';
import type { SqliteDb } from './database';
import { recordTagsOf } from './tags/recordTags';
import { defineSuperTag, getSuperTag, listSuperTags } from './tags/superTagDefinitions';
import { putRecordSuperTag, recordSuperTags, removeRecordSuperTag } from './tags/superTagValues';
import { addTags, removeTags } from './tags/taggings';
import { findTagRow, selectTags, tagNameNocase, toTag } from './tags/tagRows';

/** The tag area on SQLite; each method is one synchronous query or transaction (see `sqlite/tags/`). */
export class SqliteTagStore implements TagStore {
  constructor(private readonly db: SqliteDb) {}

  async recordTagsOf(scope: Scope, kind: RecordKind, ids: readonly number[]): Promise<Map<number, RecordTag[]>> {
    return recordTagsOf(this.db, scope, kind, ids);
  }

  async listTags(scope: Scope): Promise<Tag[]> {
    return this.db.all(selectTags(this.db, scope.accountId).orderBy(tagNameNocase).orderBy('tags.id')).map(toTag);
  }

  async getTag(scope: Scope, name: string): Promise<Tag | null> {
    const row = findTagRow(this.db, scope.accountId, name);
    return row === undefined ? null : toTag(row);
  }

  async addTags(scope: Scope, kind: RecordKind, id: number, names: readonly string[]): Promise<TaggingOutcome> {
    return addTags(this.db, scope, kind, id, names);
  }

  async removeTags(scope: Scope, kind: RecordKind, id: number, names: readonly string[]): Promise<UntaggingOutcome> {
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

  async recordSuperTags(scope: Scope, kind: RecordKind, id: number): Promise<RecordSuperTag[] | null> {
    return recordSuperTags(this.db, scope, kind, id);
  }

  async putRecordSuperTag(scope: Scope, kind: RecordKind, id: number, name: string, valuesFor: (definition: SuperTagDefinition) => SuperTagWrite): Promise<SuperTagChangeOutcome> {
    return putRecordSuperTag(this.db, scope, kind, id, name, valuesFor);
  }

  async removeRecordSuperTag(scope: Scope, kind: RecordKind, id: number, name: string): Promise<SuperTagChangeOutcome> {
    return removeRecordSuperTag(this.db, scope, kind, id, name);
  }
}
