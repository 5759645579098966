import { sql } from 'kysely';
import type { Scope } from '../scope';
import type { Executor } from './database';

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
export async function linkedIds(db: Executor, table: LinkTable, ownerIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (ownerIds.length === 0) return result;
  const { owner, target } = LINK_COLUMNS[table];
  const rows = await db
    .selectFrom(table)
    .select([sql<number>`${sql.ref(owner)}`.as('owner'), sql<number>`${sql.ref(target)}`.as('target')])
    .where(sql.ref(owner), '=', sql<number>`ANY(${[...new Set(ownerIds)]}::bigint[])`)
    .orderBy(sql.ref(owner))
    .orderBy(sql.ref(target))
    .execute();
  for (const row of rows) {
    const list = result.get(row.owner);
    if (list === undefined) result.set(row.owner, [row.target]);
    else list.push(row.target);
  }
  return result;
}

/** Makes `ownerId`'s links exactly `targetIds` (duplicates ignored). Inside a transaction. */
export async function replaceLinks(db: Executor, table: LinkTable, ownerId: number, targetIds: readonly number[]): Promise<void> {
  const { owner, target } = LINK_COLUMNS[table];
  await db.deleteFrom(table).where(sql.ref(owner), '=', ownerId).execute();
  const unique = [...new Set(targetIds)];
  if (unique.length === 0) return;
  await db
    .insertInto(table)
    .values(unique.map((id) => ({ [owner]: ownerId, [target]: id }) as never))
    .execute();
}

/**
 * Which of `ids` are records of the caller's account in that table. Inside a write, `lock` keeps
 * them from being deleted until it commits (the write is about to link to them).
 */
export async function existingIds(db: Executor, scope: Scope, table: 'contacts' | 'communications' | 'todos', ids: readonly number[], lock = false): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let query = db
    .selectFrom(table)
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('id', '=', sql<number>`ANY(${[...new Set(ids)]}::bigint[])`);
  if (lock) query = query.forKeyShare();
  const rows = await query.execute();
  return new Set(rows.map((r) => r.id));
}

/** A contact's display name: a company's name, a person's full name (or its stored name). */
export function contactName(row: { kind: 'person' | 'company'; name: string; first_name: string; last_name: string }): string {
  if (row.kind === 'company') return row.name;
  const full = `${row.first_name} ${row.last_name}`.trim();
  return full === '' ? row.name : full;
}
