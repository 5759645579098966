import { sql } from 'kysely';
import type { Executor } from '../dialect/database';
import type { StoreDialect } from '../dialect/dialect';
import type { Scope } from '../scope';
import { touchRecord } from './records';

/** The link tables of deals and to-dos: owner id → linked record id. */
const LINK_COLUMNS = {
  deal_communications: { owner: 'deal_id', target: 'communication_id' },
  deal_contacts: { owner: 'deal_id', target: 'contact_id' },
  deal_todos: { owner: 'deal_id', target: 'todo_id' },
  todo_contacts: { owner: 'todo_id', target: 'contact_id' },
} as const;

export type LinkTable = keyof typeof LINK_COLUMNS;

/** The linked ids of the row's owner (ascending) as one column, read with `idList`. */
export function linkedIdsColumn(dialect: StoreDialect, table: LinkTable, ownerRef: string) {
  const { owner, target } = LINK_COLUMNS[table];
  return dialect.idArray(
    sql`SELECT ${sql.ref(target)} AS id FROM ${sql.table(table)} WHERE ${sql.ref(owner)} = ${sql.ref(ownerRef)} ORDER BY ${sql.ref(target)}`,
  );
}

/** Makes `ownerId`'s links exactly `targetIds` (duplicates ignored). Inside a transaction. */
export async function replaceLinks(
  db: Executor,
  table: LinkTable,
  ownerId: number,
  targetIds: readonly number[],
): Promise<void> {
  const { owner, target } = LINK_COLUMNS[table];
  await db.deleteFrom(table).where(sql.ref(owner), '=', ownerId).execute();
  const unique = [...new Set(targetIds)];
  if (unique.length === 0) return;
  await db
    .insertInto(table)
    .values(unique.map((id) => ({ [owner]: ownerId, [target]: id }) as never))
    .execute();
}

/** Which of `ids` are no records of the caller's account; the others are kept from deletion until commit. */
export async function missingIds(
  trx: Executor,
  scope: Scope,
  table: 'contacts' | 'communications' | 'todos',
  ids: readonly number[] | undefined,
): Promise<number[]> {
  if (ids === undefined || ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', unique)
    .forKeyShare()
    .execute();
  const existing = new Set(found.map((r) => r.id));
  return unique.filter((id) => !existing.has(id));
}

/**
 * Deals list their to-dos and attached communications: before one of those is deleted, every
 * deal that listed it is touched (its representation changes with the delete), in id order: two
 * writers touching the same deals lock them in the same order. The links go with the record (ON
 * DELETE CASCADE). Inside the deleting write.
 */
export async function touchDealsListing(
  trx: Executor,
  table: 'deal_todos' | 'deal_communications',
  id: number,
  now: number,
): Promise<void> {
  const deals = await trx
    .selectFrom(table)
    .select('deal_id')
    .where(sql.ref(LINK_COLUMNS[table].target), '=', id)
    .orderBy('deal_id')
    .execute();
  for (const { deal_id } of deals) await touchRecord(trx, 'deal', deal_id, now);
}
