import type { RecordKind, Scope } from '../scope';
import type { SqliteDb } from './database';

type RecordTable = 'contacts' | 'deals' | 'todos' | 'communications';

/** The table holding records of a kind (people and companies share `contacts`). */
export function tableOfKind(kind: RecordKind): RecordTable {
  switch (kind) {
    case 'person':
    case 'company':
      return 'contacts';
    case 'deal':
      return 'deals';
    case 'todo':
      return 'todos';
    case 'communication':
      return 'communications';
  }
}

/**
 * Whether a record of that kind exists in the caller's account. Nested endpoints (locations,
 * tags, comments, SuperTags, participants) check their parent with it: a record of another
 * account is "not found", never "forbidden".
 */
export function recordExists(db: SqliteDb, scope: Scope, kind: RecordKind, id: number): boolean {
  const table = tableOfKind(kind);
  let query = db.qb.selectFrom(table).select('id').where('id', '=', id).where('account_id', '=', scope.accountId);
  if (table === 'contacts') query = query.where('kind', '=', kind as 'person' | 'company');
  return db.get(query) !== undefined;
}

/**
 * Marks a record changed because something its representation embeds changed (tags, SuperTag
 * values, locations, comments, participants): bumps `version` (so ETags change) and `updated_at`
 * (so `updated_since` searches find it). Call inside the same transaction as the change.
 */
export function touchRecord(db: SqliteDb, kind: RecordKind, id: number, now = Date.now()): void {
  const table = tableOfKind(kind);
  db.run(db.qb.updateTable(table).set((eb) => ({ version: eb('version', '+', 1), updated_at: now })).where('id', '=', id));
}
