import { sql } from 'kysely';
import { DEAL_COLUMNS, dealSearchConditions } from '../../dealRows';
import type { DealSearch } from '../../dealStore';
import type { Executor } from '../../dialect/database';
import type { StoreDialect } from '../../dialect/dialect';
import type { Page, Scope } from '../../scope';
import { linkedIdsColumn } from '../links';
import { fromDeals, type DealsQuery } from './titleSearch';

/**
 * The deals of `from` in the account, with everything a record shows but its tags and comments:
 * the deal's columns, its contact's naming columns and its assignee's name (`DEAL_COLUMNS`), and its
 * three linked sets, all in one statement.
 */
export function dealRecords(dialect: StoreDialect, from: DealsQuery, accountId: number) {
  return from
    .leftJoin('contacts', 'contacts.id', 'deals.deal_with_id')
    .leftJoin('users', 'users.id', 'deals.assigned_to_id')
    .select(DEAL_COLUMNS)
    .select([
      linkedIdsColumn(dialect, 'deal_communications', 'deals.id').as('communication_ids'),
      linkedIdsColumn(dialect, 'deal_contacts', 'deals.id').as('contact_ids'),
      linkedIdsColumn(dialect, 'deal_todos', 'deals.id').as('todo_ids'),
    ])
    .where('deals.account_id', '=', accountId);
}

/**
 * One page of a deal search, in id order. A `title` picks where the search starts (each
 * database's title index, `DealTitleSearch`); the other filters are the same WHERE on both.
 */
export async function dealSearchPage(
  db: Executor,
  dialect: StoreDialect,
  scope: Scope,
  search: DealSearch,
  page: Page,
) {
  const { deals, idOrder } =
    search.title === undefined
      ? { deals: fromDeals(db), idOrder: sql.ref<number>('deals.id') }
      : await dialect.dealTitleSearch.dealsTitled(db, search.title);
  return dealRecords(dialect, deals, scope.accountId)
    .where((eb) => dealSearchConditions(eb, scope, search, dialect))
    .orderBy(idOrder)
    .limit(page.limit)
    .offset(page.offset);
}
