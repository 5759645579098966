import type { UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Executor } from '../../dialect/database';
import type { Database } from '../../schema';
import type { Scope } from '../../scope';

type VersionedTable = 'contacts' | 'deals' | 'todos' | 'communications';

/** An UPDATE marking rows of the account changed (version and updated_at, so ETags move); the caller says which. */
function touchRows<T extends VersionedTable>(
  trx: Executor,
  table: T,
  scope: Scope,
  now: number,
): UpdateQueryBuilder<Database, T, T, UpdateResult> {
  const update = trx
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- widening T to the union is what lets Kysely resolve the shared columns
    .updateTable(table as VersionedTable)
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('account_id', '=', scope.accountId);
  // Built once for the four tables (each has these columns); the caller's WHERE is checked against `T`.
  return update as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
}

/**
 * Marks changed the deals that show a contact's name (`deal_with`), in the write that renames it
 * (holding it FOR UPDATE, so no deal is newly linked meanwhile); only when the name changes.
 */
export async function touchDealsWith(
  trx: Executor,
  scope: Scope,
  contactId: number,
  now: number,
): Promise<void> {
  await touchRows(trx, 'deals', scope, now).where('deal_with_id', '=', contactId).execute();
}

/**
 * Marks changed, before a contact is deleted (locked FOR UPDATE: new links wait, then fail), every
 * record that loses something with it: deals with it or relating it, to-dos and communications
 * it takes part in.
 */
export async function touchRecordsLinkedTo(
  trx: Executor,
  scope: Scope,
  contactId: number,
  now: number,
): Promise<void> {
  await touchRows(trx, 'deals', scope, now)
    .where((eb) =>
      eb.or([
        eb('deal_with_id', '=', contactId),
        eb(
          'id',
          'in',
          eb.selectFrom('deal_contacts').select('deal_id').where('contact_id', '=', contactId),
        ),
      ]),
    )
    .execute();
  await touchRows(trx, 'todos', scope, now)
    .where('id', 'in', (eb) =>
      eb.selectFrom('todo_contacts').select('todo_id').where('contact_id', '=', contactId),
    )
    .execute();
  await touchRows(trx, 'communications', scope, now)
    .where('id', 'in', (eb) =>
      eb.selectFrom('participants').select('communication_id').where('contact_id', '=', contactId),
    )
    .execute();
}

/** Marks a company's employees changed: each shows the company's name. */
export async function touchEmployees(
  trx: Executor,
  scope: Scope,
  companyId: number,
  now: number,
): Promise<void> {
  await touchRows(trx, 'contacts', scope, now)
    .where('company_id', '=', companyId)
    .where('kind', '=', 'person')
    .execute();
}
