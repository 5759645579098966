import type { RecordKind } from '../../../scope';
import type { SqliteDb } from '../../database';

/**
 * Inserts a bare record of any kind straight into its table, so tag tests need no other area's
 * store or routes. Returns its id.
 */
export function insertRecord(db: SqliteDb, accountId: number, kind: RecordKind, label = `${kind} record`): number {
  const now = Date.now();
  const base = { account_id: accountId, created_at: now, updated_at: now };
  const contact = { first_name: '', last_name: '', name: '', title: '', notes: '', small_image: null, large_image: null, company_id: null };
  switch (kind) {
    case 'person':
      return db.run(db.qb.insertInto('contacts').values({ ...base, ...contact, kind, first_name: label, last_name: 'Test' })).lastInsertRowid;
    case 'company':
      return db.run(db.qb.insertInto('contacts').values({ ...base, ...contact, kind, name: label })).lastInsertRowid;
    case 'deal':
      return db.run(db.qb.insertInto('deals').values({ ...base, title: label, description: '', deal_with_id: null, status: 'pending', assigned_to_id: null, amount_cents: 0 })).lastInsertRowid;
    case 'todo':
      return db.run(
        db.qb.insertInto('todos').values({ ...base, title: label, description: '', due_at: null, flagged: 0, complete: 0, assigned_by_id: null, assigned_to_id: null }),
      ).lastInsertRowid;
    case 'communication':
      return db.run(db.qb.insertInto('communications').values({ ...base, subject: label, body: '', date_at: null, ctype: 'note' })).lastInsertRowid;
  }
}

/** A record's version and updated_at, to see whether a change touched it. */
export function recordVersion(db: SqliteDb, kind: RecordKind, id: number): { version: number; updatedAt: number } {
  const table = kind === 'person' || kind === 'company' ? 'contacts' : kind === 'deal' ? 'deals' : kind === 'todo' ? 'todos' : 'communications';
  const row = db.get(db.qb.selectFrom(table).select(['version', 'updated_at']).where('id', '=', id));
  if (row === undefined) throw new Error(`No ${kind} ${id}`);
  return { version: row.version, updatedAt: row.updated_at };
}
