import type { Executor } from '../../dialect/database';
import type { Scope } from '../../scope';
import { recordExists, touchRecord } from '../records';

/** The link table through which deals list records of a kind. */
const DEAL_LINKS = {
  todo: { table: 'deal_todos', column: 'todo_id' },
  communication: { table: 'deal_communications', column: 'communication_id' },
} as const;

/**
 * Deletes a to-do or communication of the account (false when there is none), inside the
 * caller's write. Deals list their to-dos and attached communications: the representation of
 * every deal that listed it changes with this delete, so each is touched (in id order: two
 * writers touching the same deals lock them in the same order); the links go with it (ON DELETE
 * CASCADE).
 */
export async function deleteRecordListedInDeals(
  trx: Executor,
  scope: Scope,
  kind: keyof typeof DEAL_LINKS,
  id: number,
): Promise<boolean> {
  if (!(await recordExists(trx, scope, kind, id, 'update'))) return false;
  const { table, column } = DEAL_LINKS[kind];
  const deals = await trx
    .selectFrom(table)
    .select('deal_id')
    .where(column, '=', id)
    .orderBy('deal_id')
    .execute();
  const now = Date.now();
  for (const { deal_id } of deals) await touchRecord(trx, 'deal', deal_id, now);
  await trx
    .deleteFrom(kind === 'todo' ? 'todos' : 'communications')
    .where('id', '=', id)
    .execute();
  return true;
}
