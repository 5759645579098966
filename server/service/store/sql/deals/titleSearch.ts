import type { Expression } from 'kysely';
import type { Executor } from '../../dialect/executor';

/**
 * Where a title search starts: the deals `DealSearch.title` matches, as the FROM each database's
 * index answers fastest, and the expression to ORDER BY for id order.
 */
export type DealTitleSearch = (
  db: Executor,
  term: string,
) => Promise<{ deals: DealsQuery; idOrder: Expression<number> }>;

/** The FROM of a deal query without a title: `deals` alone. */
export const fromDeals = (db: Executor) => db.selectFrom('deals');

/** A query from `deals`, before its columns are chosen. */
export type DealsQuery = ReturnType<typeof fromDeals>;
