import type { Scope } from '../../scope';
import type { Executor } from '../database';

/**
 * Marks changed the records whose representation shows a contact's name: the deals it is
 * `deal_with` of. Call in the transaction that renames the contact (which holds the contact's row
 * FOR UPDATE, so no deal can be newly linked to it meanwhile), and only when the name really
 * changes, so that a write changing nothing moves no other record's ETag.
 */
export async function touchDealsWith(trx: Executor, scope: Scope, contactId: number, now: number): Promise<void> {
  await trx
    .updateTable('deals')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('account_id', '=', scope.accountId)
    .where('deal_with_id', '=', contactId)
    .execute();
}

/**
 * Marks changed, before a contact is deleted, every record whose representation loses something
 * with it: deals that are with it (`deal_with` becomes empty) or list it among their related
 * contacts, to-dos and communications it takes part in (the foreign keys drop those links).
 * Call in the deleting transaction, after locking the contact FOR UPDATE (new links wait for the
 * delete and then fail), before the delete.
 */
export async function touchRecordsLinkedTo(trx: Executor, scope: Scope, contactId: number, now: number): Promise<void> {
  await trx
    .updateTable('deals')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('account_id', '=', scope.accountId)
    .where((eb) => eb.or([eb('deal_with_id', '=', contactId), eb('id', 'in', eb.selectFrom('deal_contacts').select('deal_id').where('contact_id', '=', contactId))]))
    .execute();
  await trx
    .updateTable('todos')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', (eb) => eb.selectFrom('todo_contacts').select('todo_id').where('contact_id', '=', contactId))
    .execute();
  await trx
    .updateTable('communications')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', (eb) => eb.selectFrom('participants').select('communication_id').where('contact_id', '=', contactId))
    .execute();
}
