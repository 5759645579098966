import type { RecordTag } from '#xml/tag';
import type { Executor, StoreDb } from '../../dialect/database';
import { Precompiled } from '../../precompiled';
import type { RecordKind, Scope } from '../../scope';
import { fieldValueOf } from '../../superTagValueRows';
import { tagNameOrder } from './tagRows';

interface RecordTagRow {
  record_id: number;
  id: number;
  name: string;
  is_supertag: number;
  field_name: string | null;
  field_type: string | null;
  value: string | null;
}

type RecordTagParams = { accountId: number; kind: string; ids: string };

/**
 * Tags of many records of one kind in one statement, compiled once (it runs for every record show
 * and list): the taggings with their tags and, for SuperTags, each field with the record's value
 * in field order. One statement is one snapshot: a record's tags and values agree.
 */
export function recordTagsQuery(db: StoreDb) {
  const statement = new Precompiled<RecordTagParams, RecordTagRow>((param) =>
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
      .select([
        'taggings.record_id',
        'tags.id',
        'tags.name',
        'tags.is_supertag',
        'field.name as field_name',
        'field.type as field_type',
        'value.value',
      ])
      .where('taggings.account_id', '=', param<number>('accountId'))
      .where('taggings.record_kind', '=', param<string>('kind'))
      .where('taggings.record_id', 'in', db.dialect.idsOfJson(param<string>('ids')))
      .orderBy(tagNameOrder(db.dialect))
      .orderBy('tags.id')
      .orderBy('field.position'),
  );

  /** Each record's tags (SuperTags with the record's non-empty values); records without tags map to []. */
  return async (
    executor: Executor,
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
  ): Promise<Map<number, RecordTag[]>> => {
    const result = new Map<number, RecordTag[]>();
    if (ids.length === 0) return result;
    const uniqueIds = [...new Set(ids)];
    for (const id of uniqueIds) result.set(id, []);
    const rows = await statement.all(executor, {
      accountId: scope.accountId,
      kind,
      ids: JSON.stringify(uniqueIds),
    });
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
  };
}

export type RecordTagsQuery = ReturnType<typeof recordTagsQuery>;
