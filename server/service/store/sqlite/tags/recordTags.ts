import type { RecordTag, SuperTagFieldValue } from '#xml/tag';
import type { RecordKind, Scope } from '../../scope';
import { sql } from 'kysely';
import type { SqliteDb } from '../database';
import { Precompiled } from '../precompiled';
import { fieldValueOf } from '../../superTagValueRows';
import { tagNameNocase } from './tagRows';

interface TaggingRow {
  record_id: number;
  id: number;
  name: string;
  is_supertag: number;
}

interface ValueRow {
  record_id: number;
  tag_id: number;
  name: string;
  type: string;
  value: string;
}

/**
 * The two statements, compiled once per database (this is on the path of every record shown or
 * listed; building a Kysely query costs far more than running it). Ids travel as JSON arrays, so
 * one statement serves any number of records.
 */
interface Statements {
  taggings: Precompiled<{ accountId: number; kind: string; ids: string }, TaggingRow>;
  values: Precompiled<{ kind: string; ids: string; tagIds: string }, ValueRow>;
}

const statementsOf = new WeakMap<SqliteDb, Statements>();

function statements(db: SqliteDb): Statements {
  let found = statementsOf.get(db);
  if (found === undefined) {
    const jsonIds = (json: string) => sql<number>`(select value from json_each(${json}))`;
    found = {
      taggings: new Precompiled(db, (param) =>
        db.qb
          .selectFrom('taggings')
          .innerJoin('tags', 'tags.id', 'taggings.tag_id')
          .select(['taggings.record_id', 'tags.id', 'tags.name', 'tags.is_supertag'])
          .where('taggings.account_id', '=', param<number>('accountId'))
          .where('taggings.record_kind', '=', param<string>('kind'))
          .where('taggings.record_id', 'in', jsonIds(param('ids')))
          .orderBy(tagNameNocase)
          .orderBy('tags.id'),
      ),
      values: new Precompiled(db, (param) =>
        db.qb
          .selectFrom('super_tag_values')
          .innerJoin('super_tag_fields', 'super_tag_fields.id', 'super_tag_values.field_id')
          .select(['super_tag_values.record_id', 'super_tag_fields.tag_id', 'super_tag_fields.name', 'super_tag_fields.type', 'super_tag_values.value'])
          .where('super_tag_values.record_kind', '=', param<string>('kind'))
          .where('super_tag_values.record_id', 'in', jsonIds(param('ids')))
          .where('super_tag_fields.tag_id', 'in', jsonIds(param('tagIds')))
          .orderBy('super_tag_fields.position'),
      ),
    };
    statementsOf.set(db, found);
  }
  return found;
}

/**
 * Tags of many records of one kind in at most two queries, whatever the number of records (this
 * runs for every record show and list): the taggings joined with their tags, then the values of
 * the SuperTags among them, in the definitions' field order.
 */
export function recordTagsOf(db: SqliteDb, scope: Scope, kind: RecordKind, ids: readonly number[]): Map<number, RecordTag[]> {
  const result = new Map<number, RecordTag[]>();
  if (ids.length === 0) return result;
  const uniqueIds = [...new Set(ids)];
  for (const id of uniqueIds) result.set(id, []);

  const rows = statements(db).taggings.all({ accountId: scope.accountId, kind, ids: JSON.stringify(uniqueIds) });
  if (rows.length === 0) return result;

  const superTagIds = [...new Set(rows.filter((r) => r.is_supertag === 1).map((r) => r.id))];
  const values = superTagIds.length === 0 ? new Map<string, SuperTagFieldValue[]>() : superTagValues(db, kind, uniqueIds, superTagIds);

  for (const row of rows) {
    const supertag = row.is_supertag === 1;
    result.get(row.record_id)!.push({ id: row.id, name: row.name, supertag, fields: supertag ? (values.get(`${row.record_id}:${row.id}`) ?? []) : [] });
  }
  return result;
}

/** Non-empty values keyed `recordId:tagId`, each list in field position order. */
function superTagValues(db: SqliteDb, kind: RecordKind, recordIds: readonly number[], tagIds: readonly number[]): Map<string, SuperTagFieldValue[]> {
  const rows = statements(db).values.all({ kind, ids: JSON.stringify(recordIds), tagIds: JSON.stringify(tagIds) });
  const byRecordTag = new Map<string, SuperTagFieldValue[]>();
  for (const row of rows) {
    const value = fieldValueOf(row.name, row.type, row.value);
    if (value === null) continue;
    const key = `${row.record_id}:${row.tag_id}`;
    const list = byRecordTag.get(key);
    if (list === undefined) byRecordTag.set(key, [value]);
    else list.push(value);
  }
  return byRecordTag;
}
