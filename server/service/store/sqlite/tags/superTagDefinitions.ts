import { superTagDefinitionProblems, type SuperTagDefinition, type SuperTagField } from '#xml/superTag';
import { elementKey, isMultipleChoice, MULTIPLE_CHOICE, TEXT_FIELD } from '#xml/superTagNames';
import { InvalidSuperTagDefinition } from '../../tagStore';
import { COLLECTION_OF_KIND, type RecordKind } from '../../scope';
import type { SqliteDb } from '../database';
import { touchRecord } from '../records';
import { readStoredValue, storedValue } from '../../superTagValueRows';
import { ensureTagRow, findTagRow, selectTags, tagNameNocase } from './tagRows';

export interface FieldRow {
  id: number;
  tag_id: number;
  position: number;
  name: string;
  type: string;
  options: string;
  text: string;
}

function toField(row: FieldRow): SuperTagField {
  return { name: row.name, type: row.type, options: JSON.parse(row.options) as string[], text: row.text };
}

function fieldRows(db: SqliteDb, tagIds: readonly number[]): FieldRow[] {
  if (tagIds.length === 0) return [];
  return db.all(db.qb.selectFrom('super_tag_fields').selectAll().where('tag_id', 'in', tagIds).orderBy('tag_id').orderBy('position'));
}

export function definitionOf(db: SqliteDb, tag: { id: number; name: string }): { definition: SuperTagDefinition; fields: FieldRow[] } {
  const fields = fieldRows(db, [tag.id]);
  return { definition: { name: tag.name, fields: fields.map(toField) }, fields };
}

export function listSuperTags(db: SqliteDb, accountId: number): SuperTagDefinition[] {
  const tags = db.all(selectTags(db, accountId).where('tags.is_supertag', '=', 1).orderBy(tagNameNocase).orderBy('tags.id'));
  const fields = fieldRows(
    db,
    tags.map((t) => t.id),
  );
  return tags.map((tag) => ({ name: tag.name, fields: fields.filter((f) => f.tag_id === tag.id).map(toField) }));
}

export function getSuperTag(db: SqliteDb, accountId: number, name: string): SuperTagDefinition | null {
  const tag = findTagRow(db, accountId, name);
  return tag === undefined || tag.is_supertag !== 1 ? null : definitionOf(db, tag).definition;
}

/** The definition as stored: trimmed names, the two canonical type spellings, options only where they mean something. */
function normalised(definition: SuperTagDefinition): SuperTagDefinition {
  return {
    name: definition.name.trim(),
    fields: definition.fields.map((f) => {
      const multiple = isMultipleChoice(f.type);
      return { name: f.name.trim(), type: multiple ? MULTIPLE_CHOICE : TEXT_FIELD, options: multiple ? [...new Set(f.options)] : [], text: multiple ? '' : f.text };
    }),
  };
}

/** Keeps a field's stored values valid for its new definition: dropped on a type change, pruned to the options still offered. */
function reconcileValues(db: SqliteDb, old: FieldRow, field: SuperTagField): void {
  if (old.type !== field.type) {
    db.run(db.qb.deleteFrom('super_tag_values').where('field_id', '=', old.id));
    return;
  }
  if (!isMultipleChoice(field.type) || old.options === JSON.stringify(field.options)) return;
  const rows = db.all(db.qb.selectFrom('super_tag_values').select(['record_kind', 'record_id', 'value']).where('field_id', '=', old.id));
  for (const row of rows) {
    const kept = (readStoredValue(row.value, field.type) as string[]).filter((v) => field.options.includes(v));
    const value = storedValue(kept);
    if (value === row.value) continue;
    if (value === null) db.run(db.qb.deleteFrom('super_tag_values').where('field_id', '=', old.id).where('record_kind', '=', row.record_kind).where('record_id', '=', row.record_id));
    else db.run(db.qb.updateTable('super_tag_values').set({ value }).where('field_id', '=', old.id).where('record_kind', '=', row.record_kind).where('record_id', '=', row.record_id));
  }
}

/** Records carrying the tag embed its definition's field names: their versions move with it. */
function touchTaggedRecords(db: SqliteDb, tagId: number, now: number): void {
  const tagged = db.all(db.qb.selectFrom('taggings').select(['record_kind', 'record_id']).where('tag_id', '=', tagId));
  for (const row of tagged) if (row.record_kind in COLLECTION_OF_KIND) touchRecord(db, row.record_kind as RecordKind, row.record_id, now);
}

export function defineSuperTag(db: SqliteDb, accountId: number, input: SuperTagDefinition): number {
  const problems = superTagDefinitionProblems(input);
  if (problems.length > 0) throw new InvalidSuperTagDefinition(problems);
  const definition = normalised(input);
  return db.transaction(() => {
    const tag = ensureTagRow(db, accountId, definition.name);
    db.run(db.qb.updateTable('tags').set({ is_supertag: 1, name: definition.name }).where('id', '=', tag.id));
    // A field keeps its identity (and values) while its element name stays the same.
    const existing = new Map(fieldRows(db, [tag.id]).map((row) => [elementKey(row.name), row]));
    const matched = definition.fields.map((field) => existing.get(elementKey(field.name)));
    const kept = new Set(matched.filter((row) => row !== undefined).map((row) => row.id));
    for (const row of existing.values()) if (!kept.has(row.id)) db.run(db.qb.deleteFrom('super_tag_fields').where('id', '=', row.id));
    definition.fields.forEach((field, position) => {
      const columns = { position, name: field.name, type: field.type, options: JSON.stringify(field.options), text: field.text };
      const old = matched[position];
      if (old === undefined) db.run(db.qb.insertInto('super_tag_fields').values({ tag_id: tag.id, ...columns }));
      else {
        reconcileValues(db, old, field);
        db.run(db.qb.updateTable('super_tag_fields').set(columns).where('id', '=', old.id));
      }
    });
    touchTaggedRecords(db, tag.id, Date.now());
    return tag.id;
  });
}
