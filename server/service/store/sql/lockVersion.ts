import type { Executor } from '../dialect/database';
import type { Scope } from '../scope';

/**
 * The version of a deal, to-do or communication of the account, read inside the write that is
 * about to update it and locked until it commits (PostgreSQL's FOR NO KEY UPDATE, so writers of
 * one record take turns); `not_found` when the account has no such record, `stale` when
 * `expectedVersion` is given and the record has moved past it.
 */
export async function lockVersion(
  trx: Executor,
  scope: Scope,
  table: 'deals' | 'todos' | 'communications',
  id: number,
  expectedVersion?: number,
): Promise<number | 'not_found' | 'stale'> {
  const current = await trx
    .selectFrom(table)
    .select('version')
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (current === undefined) return 'not_found';
  if (expectedVersion !== undefined && current.version !== expectedVersion) return 'stale';
  return current.version;
}
