import type { RecordKind, Scope } from '../../scope';
import type { TaggingOutcome, UntaggingOutcome } from '../../tagStore';
import type { SqliteDb } from '../database';
import { recordExists, touchRecord } from '../records';
import { ensureTagRow, findTagRow, type TagRow } from './tagRows';

/** Tags the record; true when a tagging was added. Call inside a transaction. */
export function insertTagging(db: SqliteDb, scope: Scope, kind: RecordKind, id: number, tagId: number, now: number): boolean {
  const { changes } = db.run(
    db.qb
      .insertInto('taggings')
      .values({ tag_id: tagId, account_id: scope.accountId, record_kind: kind, record_id: id, created_at: now })
      .onConflict((oc) => oc.doNothing()),
  );
  return changes > 0;
}

/** Removes the tagging and, for a SuperTag, the record's values of it; true when anything was removed. */
export function deleteTagging(db: SqliteDb, kind: RecordKind, id: number, tag: TagRow): boolean {
  const { changes } = db.run(db.qb.deleteFrom('taggings').where('tag_id', '=', tag.id).where('record_kind', '=', kind).where('record_id', '=', id));
  let removed = changes > 0;
  if (tag.is_supertag === 1) {
    const values = db.run(
      db.qb
        .deleteFrom('super_tag_values')
        .where('record_kind', '=', kind)
        .where('record_id', '=', id)
        .where('field_id', 'in', db.qb.selectFrom('super_tag_fields').select('id').where('tag_id', '=', tag.id)),
    );
    removed ||= values.changes > 0;
  }
  return removed;
}

export function addTags(db: SqliteDb, scope: Scope, kind: RecordKind, id: number, names: readonly string[]): TaggingOutcome {
  return db.transaction(() => {
    if (!recordExists(db, scope, kind, id)) return 'record_not_found';
    const now = Date.now();
    let changed = false;
    for (const name of names) {
      const tag = ensureTagRow(db, scope.accountId, name);
      if (insertTagging(db, scope, kind, id, tag.id, now)) changed = true;
    }
    if (changed) touchRecord(db, kind, id, now);
    return 'ok';
  });
}

export function removeTags(db: SqliteDb, scope: Scope, kind: RecordKind, id: number, names: readonly string[]): UntaggingOutcome {
  return db.transaction(() => {
    if (!recordExists(db, scope, kind, id)) return 'record_not_found';
    const tags: TagRow[] = [];
    for (const name of names) {
      const tag = findTagRow(db, scope.accountId, name);
      if (tag === undefined) return 'tag_not_found';
      tags.push(tag);
    }
    let changed = false;
    for (const tag of tags) if (deleteTagging(db, kind, id, tag)) changed = true;
    if (changed) touchRecord(db, kind, id);
    return 'ok';
  });
}
