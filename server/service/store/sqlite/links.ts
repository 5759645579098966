import { sql } from 'kysely';
import type { Scope } from '../scope';
import type { SqliteDb } from './database';

/**
 * The link tables of deals and to-dos (owner id → linked record id): a deal's attached
 * communications, contacts and to-dos, and a to-do's participants.
 */
const LINK_COLUMNS = {
  deal_communications: { owner: 'deal_id', target: 'communication_id' },
  deal_contacts: { owner: 'deal_id', target: 'contact_id' },
  deal_todos: { owner: 'deal_id', target: 'todo_id' },
  todo_contacts: { owner: 'todo_id', target: 'contact_id' },
} as const;

export type LinkTable = keyof typeof LINK_COLUMNS;

/** Linked ids of each owner (ascending), for a batch of owners in one query; owners without links are absent. */
export function linkedIds(db: SqliteDb, table: LinkTable, ownerIds: readonly number[]): Map<number, number[]> {
  const result = new Map<number, number[]>();
  if (ownerIds.length === 0) return result;
  const { owner, target } = LINK_COLUMNS[table];
  const rows = db.all(
    db.qb
      .selectFrom(table)
      .select([sql<number>`${sql.ref(owner)}`.as('owner'), sql<number>`${sql.ref(target)}`.as('target')])
      .where(sql.ref(owner), 'in', [...new Set(ownerIds)])
      .orderBy(sql.ref(owner))
      .orderBy(sql.ref(target)),
  );
  for (const row of rows) {
    const list = result.get(row.owner);
    if (list === undefined) result.set(row.owner, [row.target]);
    else list.push(row.target);
  }
  return result;
}

/** Makes `ownerId`'s links exactly `targetIds` (duplicates ignored). Call inside a transaction. */
export function replaceLinks(db: SqliteDb, table: LinkTable, ownerId: number, targetIds: readonly number[]): void {
  const { owner, target } = LINK_COLUMNS[table];
  db.run(db.qb.deleteFrom(table).where(sql.ref(owner), '=', ownerId));
  for (const id of new Set(targetIds)) {
    db.run(db.qb.insertInto(table).values({ [owner]: ownerId, [target]: id }));
  }
}

/** Which of `ids` are records of the caller's account in that table. */
export function existingIds(db: SqliteDb, scope: Scope, table: 'contacts' | 'communications' | 'todos', ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = db.all(db.qb.selectFrom(table).select('id').where('account_id', '=', scope.accountId).where('id', 'in', [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}
