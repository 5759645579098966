import type { Expression } from 'kysely';
import type { Executor } from '../../dialect/database';

/**
 * Where a deal search with a `title` (our extension) starts: the deals whose title contains the
 * term, ASCII letters folded and nothing else (SQLite's LIKE, PostgreSQL's `nocase()`), `%`, `_`
 * and `\` in it plain characters. The two databases index titles differently (SQLite: an FTS5
 * trigram table beside `deals`; PostgreSQL: a pg_trgm index on the stored `search_title`), so
 * each builds the FROM its index answers fastest, and says which order walks it by deal id.
 */
export interface DealTitleSearch {
  /**
   * The deals whose title contains `term`, as the FROM of a search (the caller adds the account,
   * the other conditions, the joins, the columns and the page), and the expression to ORDER BY
   * for id order. May first ask the index which part of the term to look up.
   */
  dealsTitled(db: Executor, term: string): Promise<TitledDeals>;
}

/** The FROM of a deal query without a title: `deals` alone. */
export const fromDeals = (db: Executor) => db.selectFrom('deals');

/** A query from `deals`, before its columns are chosen. */
export type DealsQuery = ReturnType<typeof fromDeals>;

export interface TitledDeals {
  deals: DealsQuery;
  idOrder: Expression<number>;
}
