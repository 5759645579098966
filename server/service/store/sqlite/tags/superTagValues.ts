import type { RecordSuperTag, SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { RecordKind, Scope } from '../../scope';
import type { SuperTagChangeOutcome } from '../../tagStore';
import type { SqliteDb } from '../database';
import { recordExists, touchRecord } from '../records';
import { storedValue } from '../../superTagValueRows';
import { recordTagsOf } from './recordTags';
import { definitionOf } from './superTagDefinitions';
import { deleteTagging, insertTagging } from './taggings';
import { findTagRow, type TagRow } from './tagRows';

export function recordSuperTags(db: SqliteDb, scope: Scope, kind: RecordKind, id: number): RecordSuperTag[] | null {
  if (!recordExists(db, scope, kind, id)) return null;
  const tags = recordTagsOf(db, scope, kind, [id]).get(id) ?? [];
  return tags.filter((t) => t.supertag).map(({ id: tagId, name, fields }) => ({ id: tagId, name, fields }));
}

function findSuperTag(db: SqliteDb, scope: Scope, name: string): TagRow | undefined {
  const tag = findTagRow(db, scope.accountId, name);
  return tag?.is_supertag === 1 ? tag : undefined;
}

/** Writes one field's value; true when the stored value changed. */
function writeValue(db: SqliteDb, fieldId: number, kind: RecordKind, id: number, value: string | string[]): boolean {
  const json = storedValue(value);
  if (json === null) {
    return db.run(db.qb.deleteFrom('super_tag_values').where('field_id', '=', fieldId).where('record_kind', '=', kind).where('record_id', '=', id)).changes > 0;
  }
  const { changes } = db.run(
    db.qb
      .insertInto('super_tag_values')
      .values({ field_id: fieldId, record_kind: kind, record_id: id, value: json })
      // Only a different value counts as a change (and moves the record's version).
      .onConflict((oc) => oc.columns(['field_id', 'record_kind', 'record_id']).doUpdateSet({ value: json }).where('super_tag_values.value', '!=', json)),
  );
  return changes > 0;
}

export function putRecordSuperTag(
  db: SqliteDb,
  scope: Scope,
  kind: RecordKind,
  id: number,
  name: string,
  valuesFor: (definition: SuperTagDefinition) => SuperTagWrite,
): SuperTagChangeOutcome {
  return db.transaction(() => {
    if (!recordExists(db, scope, kind, id)) return 'record_not_found';
    const tag = findSuperTag(db, scope, name);
    if (tag === undefined) return 'supertag_not_found';
    const { definition, fields } = definitionOf(db, tag);
    const values = valuesFor(definition);
    const now = Date.now();
    let changed = insertTagging(db, scope, kind, id, tag.id, now);
    for (const field of fields) {
      // Own keys only: a field may be called "constructor".
      if (Object.hasOwn(values, field.name) && writeValue(db, field.id, kind, id, values[field.name]!)) changed = true;
    }
    if (changed) touchRecord(db, kind, id, now);
    return 'ok';
  });
}

export function removeRecordSuperTag(db: SqliteDb, scope: Scope, kind: RecordKind, id: number, name: string): SuperTagChangeOutcome {
  return db.transaction(() => {
    if (!recordExists(db, scope, kind, id)) return 'record_not_found';
    const tag = findSuperTag(db, scope, name);
    if (tag === undefined) return 'supertag_not_found';
    if (deleteTagging(db, kind, id, tag)) touchRecord(db, kind, id);
    return 'ok';
  });
}
