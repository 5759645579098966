import { sql } from 'kysely';
import type { RecordTag } from '#xml/tag';
import type { RecordKind, Scope } from '../../scope';
import { fieldValueOf } from '../../superTagValueRows';
import type { Executor } from '../database';
import { tagNameOrder } from './tagRows';

/**
 * Tags of many records of one kind in one statement (this runs for every record show and list):
 * the taggings with their tags and, for SuperTags, each field with the record's value, in the
 * definitions' field order. One statement is one snapshot: a record's tags and values agree.
 */
export async function recordTagsOf(db: Executor, scope: Scope, kind: RecordKind, ids: readonly number[]): Promise<Map<number, RecordTag[]>> {
  const result = new Map<number, RecordTag[]>();
  if (ids.length === 0) return result;
  const uniqueIds = [...new Set(ids)];
  for (const id of uniqueIds) result.set(id, []);

  const rows = await db
    .selectFrom('taggings')
    .innerJoin('tags', 'tags.id', 'taggings.tag_id')
    .leftJoin('super_tag_fields as field', (join) => join.onRef('field.tag_id', '=', 'tags.id').on('tags.is_supertag', '=', 1))
    .leftJoin('super_tag_values as value', (join) =>
      join.onRef('value.field_id', '=', 'field.id').onRef('value.record_kind', '=', 'taggings.record_kind').onRef('value.record_id', '=', 'taggings.record_id'),
    )
    .select(['taggings.record_id', 'tags.id', 'tags.name', 'tags.is_supertag', 'field.name as field_name', 'field.type as field_type', 'value.value'])
    .where('taggings.account_id', '=', scope.accountId)
    .where('taggings.record_kind', '=', kind)
    .where('taggings.record_id', '=', sql<number>`ANY(${uniqueIds}::bigint[])`)
    .orderBy(tagNameOrder)
    .orderBy('tags.id')
    .orderBy('field.position')
    .execute();

  const byRecordTag = new Map<string, RecordTag>();
  for (const row of rows) {
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
}
