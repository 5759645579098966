import { sql, type InferResult } from 'kysely';
import type { ActivityKind } from '#xml/activity';
import type { RecordTag } from '#xml/tag';
import type { Executor, StoreDb } from '../../dialect/database';
import type { StoreDialect } from '../../dialect/dialect';
import { Precompiled } from '../../precompiled';
import type { RecordKind, Scope } from '../../scope';
import { fieldValueOf } from '../../superTagValueRows';
import { changedRows } from '../records';

/** The order of tag lists: by name as the unique index compares names (ASCII case folded), then byte order. */
const tagNameOrder = (dialect: StoreDialect) => dialect.textOrder(sql.ref('tags.name'));

const selectTags = (db: Executor, accountId: number) =>
  db
    .selectFrom('tags')
    .select(['tags.id', 'tags.name', 'tags.is_supertag'])
    .where('tags.account_id', '=', accountId);

export type TagRow = InferResult<ReturnType<typeof selectTags>>[number];

/** How a write holds a tag it reads until commit: `share` against changes, `update` against `share` holders too. */
type TagLock = 'share' | 'update';

/** The tag rows of an account, on `db`'s dialect. */
export function tagRows(db: StoreDb) {
  const { dialect } = db;
  /** The account's tag of that name, ignoring ASCII case as its unique index does. */
  const find = (executor: Executor, accountId: number, name: string, lock?: TagLock) =>
    selectTags(executor, accountId)
      .where(dialect.sameText(sql.ref('tags.name'), name))
      .$if(lock === 'share', (query) => query.forShare())
      .$if(lock === 'update', (query) => query.forNoKeyUpdate())
      .executeTakeFirst();
  return {
    /** The account's tags, by name, then id. */
    ordered: (executor: Executor, accountId: number) =>
      selectTags(executor, accountId).orderBy(tagNameOrder(dialect)).orderBy('tags.id'),

    find,

    /** The tag of this name, created when missing, locked until commit (insert-or-ignore: a concurrent adder waits, then finds it). */
    async ensure(trx: Executor, accountId: number, name: string, lock: TagLock = 'share') {
      await trx
        .insertInto('tags')
        .values({ account_id: accountId, name, is_supertag: 0 })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await find(trx, accountId, name, lock);
      if (row === undefined) throw new Error(`Tag "${name}" vanished right after it was ensured`);
      return row;
    },

    recordTags: recordTagsQuery(db),
  };
}

/** Ids of the account's records of `kind` tagged `name`, ASCII letters alone folded (whatever PostgreSQL's locale does to `É`). */
export const taggedWith = (db: StoreDb, accountId: number, kind: RecordKind, name: string) =>
  db.kysely
    .selectFrom('taggings')
    .innerJoin('tags', 'tags.id', 'taggings.tag_id')
    .select('taggings.record_id')
    .where('tags.account_id', '=', accountId)
    .where(db.dialect.sameText(sql.ref('tags.name'), name))
    .where('taggings.record_kind', '=', kind);

/** A write to one record's tags: its transaction, the record, the time, and how it logs a change. */
export type TagWrite = {
  trx: Executor;
  scope: Scope;
  kind: RecordKind;
  id: number;
  now: number;
  log: (kind: ActivityKind, description: string) => void;
};

/** Tags the record; false when it had the tag already. */
export async function insertTagging({ trx, scope, kind, id, now }: TagWrite, tagId: number) {
  const ofRecord = { account_id: scope.accountId, record_kind: kind, record_id: id };
  const result = await trx
    .insertInto('taggings')
    .values({ tag_id: tagId, ...ofRecord, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return changedRows(result) > 0;
}

/** Removes the tagging and, for a SuperTag, the record's values of it; true when anything was removed. */
export async function deleteTagging({ trx, kind, id }: TagWrite, tag: TagRow) {
  const ofRecord = { record_kind: kind, record_id: id };
  const taggings = await trx
    .deleteFrom('taggings')
    .where((eb) => eb.and({ ...ofRecord, tag_id: tag.id }))
    .executeTakeFirst();
  if (tag.is_supertag !== 1) return changedRows(taggings) > 0;
  const values = await trx
    .deleteFrom('super_tag_values')
    .where((eb) => eb.and(ofRecord))
    .where('field_id', 'in', (eb) =>
      eb.selectFrom('super_tag_fields').select('id').where('tag_id', '=', tag.id),
    )
    .executeTakeFirst();
  return changedRows(taggings) + changedRows(values) > 0;
}

/**
 * Tags of many records of one kind, SuperTags with each field's value in field order: one statement
 * (one snapshot: a record's tags and values agree), compiled once as every record show and list runs it.
 */
function recordTagsQuery(db: StoreDb) {
  const statement = new Precompiled((param) =>
    db.kysely
      .selectFrom('taggings')
      .innerJoin('tags', 'tags.id', 'taggings.tag_id')
      .leftJoin('super_tag_fields as field', (join) =>
        join.onRef('field.tag_id', '=', 'tags.id').on('tags.is_supertag', '=', 1),
      )
      .leftJoin('super_tag_values as value', (join) =>
        join
          .onRef('value.field_id', '=', 'field.id')
          .onRef('value.record_kind', '=', 'taggings.record_kind')
          .onRef('value.record_id', '=', 'taggings.record_id'),
      )
      .select(['taggings.record_id', 'tags.id', 'tags.name', 'tags.is_supertag'])
      .select(['field.name as field_name', 'field.type as field_type', 'value.value'])
      .where('taggings.account_id', '=', param<number>('accountId'))
      .where('taggings.record_kind', '=', param<string>('kind'))
      .where('taggings.record_id', 'in', db.dialect.idsOfJson(param<string>('ids')))
      .orderBy(tagNameOrder(db.dialect))
      .orderBy('tags.id')
      .orderBy('field.position'),
  );

  return async (executor: Executor, scope: Scope, kind: RecordKind, ids: readonly number[]) => {
    const uniqueIds = [...new Set(ids)];
    const result = new Map(uniqueIds.map((id): [number, RecordTag[]] => [id, []]));
    if (ids.length === 0) return result;
    const params = { accountId: scope.accountId, kind, ids: JSON.stringify(uniqueIds) };
    const byRecordTag = new Map<string, RecordTag>();
    for (const row of await statement.all(executor, params)) {
      const key = `${row.record_id}:${row.id}`;
      let tag = byRecordTag.get(key);
      if (tag === undefined) {
        tag = { id: row.id, name: row.name, supertag: row.is_supertag === 1, fields: [] };
        byRecordTag.set(key, tag);
        result.get(row.record_id)!.push(tag);
      }
      if (row.field_name === null || row.field_type === null || row.value === null) continue;
      const value = fieldValueOf(row.field_name, row.field_type, row.value);
      if (value !== null) tag.fields.push(value);
    }
    return result;
  };
}
