import type { RecordTag, SuperTagFieldValue } from '../../../../../src/api/xml/tag';
import type { RecordKind, Scope } from '../../scope';
import type { SqliteDb } from '../database';
import { fieldValueOf } from './fieldValues';
import { tagNameNocase } from './tagRows';

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

  const rows = db.all(
    db.qb
      .selectFrom('taggings')
      .innerJoin('tags', 'tags.id', 'taggings.tag_id')
      .select(['taggings.record_id', 'tags.id', 'tags.name', 'tags.is_supertag'])
      .where('taggings.account_id', '=', scope.accountId)
      .where('taggings.record_kind', '=', kind)
      .where('taggings.record_id', 'in', uniqueIds)
      .orderBy(tagNameNocase)
      .orderBy('tags.id'),
  );
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
  const rows = db.all(
    db.qb
      .selectFrom('super_tag_values')
      .innerJoin('super_tag_fields', 'super_tag_fields.id', 'super_tag_values.field_id')
      .select(['super_tag_values.record_id', 'super_tag_fields.tag_id', 'super_tag_fields.name', 'super_tag_fields.type', 'super_tag_values.value'])
      .where('super_tag_values.record_kind', '=', kind)
      .where('super_tag_values.record_id', 'in', recordIds)
      .where('super_tag_fields.tag_id', 'in', tagIds)
      .orderBy('super_tag_fields.position'),
  );
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
