import { sql, type InferResult } from 'kysely';
import { contactName } from '../../contactName';
import { centsToAmount, type DealRecord, type DealSearch } from '../../dealStore';
import type { Executor, StoreDb } from '../../dialect/database';
import { idList, type StoreDialect } from '../../dialect/dialect';
import type { Page, Scope } from '../../scope';
import { SEARCH_TERM_LIMITS, termFits } from '../../searchTerms';
import { linkedIdsColumn } from '../links';
import { columnsOf, STAMP_COLUMNS, stampsOf } from '../records';
import { taggedWith } from '../tags/tagRows';
import { fromDeals, type DealsQuery } from './titleSearch';

/** The deals of `from` with all a record shows but its tags and comments, in one statement. */
export function dealRecords(dialect: StoreDialect, from: DealsQuery) {
  return from
    .leftJoin('contacts', 'contacts.id', 'deals.deal_with_id')
    .leftJoin('users', 'users.id', 'deals.assigned_to_id')
    .select(columnsOf('deals', [...STAMP_COLUMNS, 'title', 'description', 'status']))
    .select(columnsOf('deals', ['deal_with_id', 'assigned_to_id', 'amount_cents']))
    .select(['users.name as assignee_name', 'contacts.first_name', 'contacts.last_name'])
    .select(['contacts.kind as contact_kind', 'contacts.name as contact_name'])
    .select(linkedIdsColumn(dialect, 'deal_communications', 'deals.id').as('communication_ids'))
    .select(linkedIdsColumn(dialect, 'deal_contacts', 'deals.id').as('contact_ids'))
    .select(linkedIdsColumn(dialect, 'deal_todos', 'deals.id').as('todo_ids'));
}

type DealRow = InferResult<ReturnType<typeof dealRecords>>[number];

export const dealRecordOf = (row: DealRow): DealRecord => ({
  title: row.title,
  description: row.description,
  dealWith:
    row.contact_kind === null
      ? ''
      : contactName({
          kind: row.contact_kind,
          name: row.contact_name ?? '',
          first_name: row.first_name ?? '',
          last_name: row.last_name ?? '',
        }),
  dealWithId: row.deal_with_id,
  status: row.status,
  assignedTo: row.assignee_name ?? '',
  assignedToId: row.assigned_to_id,
  amount: centsToAmount(row.amount_cents),
  attachedCommunicationIds: idList(row.communication_ids),
  attachedContactIds: idList(row.contact_ids),
  todoIds: idList(row.todo_ids),
  ...stampsOf(row),
});

/** Whether every term of the search fits its field; when one does not, no deal can match. */
export const dealTermsFit = (search: DealSearch): boolean =>
  (search.title === undefined || termFits(search.title, SEARCH_TERM_LIMITS.dealTitle)) &&
  (search.tag === undefined || termFits(search.tag, SEARCH_TERM_LIMITS.tag)) &&
  (search.status === undefined || termFits(search.status, SEARCH_TERM_LIMITS.dealStatus));

/** The account's deals a search matches, and their id order (`DealTitleSearch`). */
async function searchedDeals(db: StoreDb, trx: Executor, scope: Scope, search: DealSearch) {
  const { deals, idOrder } =
    search.title === undefined
      ? { deals: fromDeals(trx), idOrder: sql.ref<number>('deals.id') }
      : await db.dialect.dealTitleSearch(trx, search.title);
  let matching = deals.where('deals.account_id', '=', scope.accountId);
  // A title or tag search may examine many deals: it stops at the request's deadline.
  const guard = db.dialect.budgetGuard();
  if (guard !== undefined && (search.title !== undefined || search.tag !== undefined))
    matching = matching.where(guard);
  if (search.assignedToId !== undefined)
    matching = matching.where('deals.assigned_to_id', '=', search.assignedToId);
  if (search.status !== undefined) matching = matching.where('deals.status', '=', search.status);
  if (search.updatedSince !== undefined)
    matching = matching.where('deals.updated_at', '>=', Date.parse(search.updatedSince));
  const { contactId } = search;
  if (contactId !== undefined)
    // Both sides are indexed (deals_by_contact, deal_contacts_by_contact).
    matching = matching.where((eb) =>
      eb.or([
        eb('deals.deal_with_id', '=', contactId),
        eb(
          'deals.id',
          'in',
          eb.selectFrom('deal_contacts').select('deal_id').where('contact_id', '=', contactId),
        ),
      ]),
    );
  const { tag } = search;
  if (tag !== undefined)
    matching = matching.where('deals.id', 'in', taggedWith(db, scope.accountId, 'deal', tag));
  return { matching, idOrder };
}

/** One page of a deal search, in id order. */
export async function dealSearchPage(
  db: StoreDb,
  trx: Executor,
  scope: Scope,
  search: DealSearch,
  page: Page,
) {
  const { matching, idOrder } = await searchedDeals(db, trx, scope, search);
  return dealRecords(db.dialect, matching).orderBy(idOrder).limit(page.limit).offset(page.offset);
}

/**
 * Per status of the deals a search matches: the count and the summed cents as text, so that no
 * driver rounds a sum past 2^53 (node-postgres gives PostgreSQL's numeric SUM as text anyway).
 */
export async function dealTotalsQuery(
  db: StoreDb,
  trx: Executor,
  scope: Scope,
  search: DealSearch,
) {
  const { matching } = await searchedDeals(db, trx, scope, search);
  return matching
    .select(['deals.status', sql<number | string>`count(*)`.as('count')])
    .select(sql<string>`cast(coalesce(sum(deals.amount_cents), 0) as text)`.as('amountCents'))
    .groupBy('deals.status');
}
