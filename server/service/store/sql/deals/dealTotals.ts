import { sql } from 'kysely';
import { dealSearchConditions } from '../../dealRows';
import type { DealSearch } from '../../dealStore';
import type { Executor } from '../../dialect/database';
import type { StoreDialect } from '../../dialect/dialect';
import type { Scope } from '../../scope';
import { fromDeals } from './titleSearch';

/**
 * One GROUP BY over the deals a search matches (the FROM and WHERE of `dealSearchPage`: each
 * database's title index, then the same conditions), per status: the count and the summed cents,
 * cast to text so that neither driver rounds a sum past 2^53 (PostgreSQL's SUM of a bigint is a
 * numeric, which node-postgres gives as text anyway).
 */
export async function dealTotalsQuery(
  db: Executor,
  dialect: StoreDialect,
  scope: Scope,
  search: DealSearch,
) {
  const deals =
    search.title === undefined
      ? fromDeals(db)
      : (await dialect.dealTitleSearch.dealsTitled(db, search.title)).deals;
  return deals
    .where('deals.account_id', '=', scope.accountId)
    .where((eb) => dealSearchConditions(eb, scope, search, dialect))
    .select([
      'deals.status',
      sql<number | string>`count(*)`.as('deal_count'),
      sql<string>`cast(coalesce(sum(deals.amount_cents), 0) as text)`.as('amount_cents'),
    ])
    .groupBy('deals.status');
}
