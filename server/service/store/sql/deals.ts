import type { DealStore } from '../dealStore';
import type { DealChanges, DealSearch, MissingReferences } from '../dealStore';
import { amountToCents, centsToAmount, type NewDeal } from '../dealStore';
import type { Executor, StoreDb } from '../dialect/database';
import type { DealsTable } from '../schema';
import type { Page, Scope } from '../scope';
import {
  invalid,
  refusal,
  written,
  type Problem,
  type Stamp,
  type WriteResult,
} from '../writeResult';
import { recordLifecycle, recordUpdate } from './activityLog';
import {
  dealRecordOf,
  dealRecords,
  dealSearchPage,
  dealTermsFit,
  dealTotalsQuery,
} from './deals/dealRecords';
import { fromDeals } from './deals/titleSearch';
import { deleteOfKind } from './deleteRecord';
import { newColumns, updateFields, type FieldColumns } from './fieldColumns';
import { changeContactLink, missingIds, replaceLinks } from './links';
import { findById, insertStamped, lockRecord, readOfRecord } from './records';

const FIELDS: FieldColumns<DealChanges, DealsTable> = {
  title: 'title',
  description: 'description',
  status: 'status',
  amount: { column: 'amount_cents', store: amountToCents, show: centsToAmount, log: 'amount' },
  dealWithId: 'deal_with_id',
  assignedToId: 'assigned_to_id',
};

/** Referenced ids that are not records of the account, null when none; the found ones stay locked against deletion until commit. */
export async function missingReferences(
  trx: Executor,
  scope: Scope,
  changes: DealChanges,
): Promise<MissingReferences | null> {
  const missing = (table: 'contacts' | 'communications' | 'todos', ids?: readonly number[]) =>
    missingIds(trx, scope, table, ids);
  const dealWith = changes.dealWithId ?? null;
  const references = {
    dealWithId: (await missing('contacts', dealWith === null ? [] : [dealWith]))[0] ?? null,
    communicationIds: await missing('communications', changes.attachedCommunicationIds),
    contactIds: await missing('contacts', changes.attachedContactIds),
    todoIds: await missing('todos', changes.todoIds),
  };
  const anyMissing = Object.values(references)
    .flat()
    .some((id) => id !== null);
  return anyMissing ? references : null;
}

/** The 422's messages for ids a deal write named that the account does not have, one per link. */
function missingReferenceProblems(missing: MissingReferences): Problem[] {
  const problems: Problem[] = [];
  if (missing.dealWithId !== null)
    problems.push({
      field: 'deal_with_id',
      message: `Deal with id ${missing.dealWithId} is not a contact of this account`,
    });
  if (missing.communicationIds.length > 0)
    problems.push({
      field: 'attached_communication_ids',
      message: `Attached communications do not exist: ${missing.communicationIds.join(', ')}`,
    });
  if (missing.contactIds.length > 0)
    problems.push({
      field: 'attached_contact_ids',
      message: `Attached contacts do not exist: ${missing.contactIds.join(', ')}`,
    });
  if (missing.todoIds.length > 0)
    problems.push({
      field: 'todo_ids',
      message: `To-dos do not exist: ${missing.todoIds.join(', ')}`,
    });
  return problems;
}

/** Makes the deal's linked sets the ones `changes` gives (a set left out stays as it is). */
async function replaceSets(trx: Executor, id: number, changes: DealChanges): Promise<void> {
  await replaceLinks(trx, 'deal_communications', id, changes.attachedCommunicationIds);
  await replaceLinks(trx, 'deal_contacts', id, changes.attachedContactIds);
  await replaceLinks(trx, 'deal_todos', id, changes.todoIds);
}

/** Store area: deals, their related contacts and their links to communications and to-dos. */
export function sqlDealStore(db: StoreDb): DealStore {
  return {
    findDeal: findById(
      db,
      (accountId, id) =>
        dealRecords(db.dialect, fromDeals(db.kysely))
          .where('deals.account_id', '=', accountId)
          .where('deals.id', '=', id),
      dealRecordOf,
    ),

    /** Matching deals in id order, one page of them. */
    async searchDeals(scope: Scope, search: DealSearch, page: Page) {
      if (!dealTermsFit(search)) return [];
      const rows = await db.scan(
        async (trx) => (await dealSearchPage(db, trx, scope, search, page)).execute(),
        scope,
      );
      return rows.map(dealRecordOf);
    },

    /** The deals `searchDeals` matches (no page), one entry per status held, in no particular order. */
    async dealTotals(scope: Scope, search: DealSearch) {
      if (!dealTermsFit(search)) return [];
      const rows = await db.scan(
        async (trx) => (await dealTotalsQuery(db, trx, scope, search)).execute(),
        scope,
      );
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** Validates every referenced id inside the write's transaction; nothing is written when one is missing. */
    createDeal: (scope: Scope, input: NewDeal) =>
      db.write(async (trx): Promise<WriteResult<Stamp>> => {
        const missing = await missingReferences(trx, scope, input);
        if (missing !== null) return invalid(...missingReferenceProblems(missing));
        const id = await insertStamped(trx, scope, 'deals', newColumns(FIELDS, input));
        await replaceSets(trx, id, input);
        await recordLifecycle(trx, scope, 'deal', id, input.title, 'created');
        return written({ id, version: 1 });
      }, scope),

    updateDeal: (scope: Scope, id: number, changes: DealChanges, expectedVersion?: number) =>
      db.write(async (trx): Promise<WriteResult<Stamp>> => {
        const current = await lockRecord(trx, scope, 'deal', id, expectedVersion);
        if (typeof current === 'string') return refusal(current);
        const missing = await missingReferences(trx, scope, changes);
        if (missing !== null) return invalid(...missingReferenceProblems(missing));
        const logged = await updateFields(trx, 'deals', id, FIELDS, changes);
        await replaceSets(trx, id, changes);
        // A status change reads as the deal's new status ("Deal won").
        const status = logged.find((c) => c.field === 'status');
        const description = status === undefined ? undefined : `Deal ${status.new}`;
        await recordUpdate(trx, scope, 'deal', id, logged, description);
        return written({ id, version: current.version + 1 });
      }, scope),

    // Its links cascade; no linked record shows its deals, so no other version changes.
    deleteDeal: deleteOfKind(db, 'deal'),

    addRelatedContact: (scope: Scope, dealId: number, contactId: number) =>
      changeContactLink(db, scope, 'deal', dealId, { contactId }, 'add'),

    removeRelatedContact: (scope: Scope, dealId: number, contactId: number) =>
      changeContactLink(db, scope, 'deal', dealId, { contactId }, 'remove'),

    /** Ids of the related contacts that are people, in id order; null when the deal is not found. */
    relatedPeopleIds: (scope: Scope, dealId: number) =>
      readOfRecord(db, scope, 'deal', dealId, async (trx) => {
        const rows = await trx
          .selectFrom('deal_contacts')
          .innerJoin('contacts', 'contacts.id', 'deal_contacts.contact_id')
          .select('contacts.id')
          .where('deal_contacts.deal_id', '=', dealId)
          .where('contacts.kind', '=', 'person')
          .orderBy('contacts.id')
          .execute();
        return rows.map((r) => r.id);
      }),
  };
}
