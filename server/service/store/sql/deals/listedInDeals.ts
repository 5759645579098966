import type { Executor } from '../../dialect/database';
import { touchRecord } from '../records';

/** The link table through which deals list records of a kind. */
const DEAL_LINKS = {
  todo: { table: 'deal_todos', column: 'todo_id' },
  communication: { table: 'deal_communications', column: 'communication_id' },
} as const;

/**
 * Deals list their to-dos and attached communications: before one of those is deleted, the
 * representation of every deal that listed it changes with the delete, so each is touched (in
 * id order: two writers touching the same deals lock them in the same order); the links go with
 * the record (ON DELETE CASCADE). Inside the deleting write.
 */
export async function touchDealsListing(
  trx: Executor,
  kind: keyof typeof DEAL_LINKS,
  id: number,
  now: number,
): Promise<void> {
  const { table, column } = DEAL_LINKS[kind];
  const deals = await trx
    .selectFrom(table)
    .select('deal_id')
    .where(column, '=', id)
    .orderBy('deal_id')
    .execute();
  for (const { deal_id } of deals) await touchRecord(trx, 'deal', deal_id, now);
}
