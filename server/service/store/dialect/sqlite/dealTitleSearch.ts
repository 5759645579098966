import { sql, type SqlBool } from 'kysely';
import { likeContains } from '../../likePattern';
import type { DealsQuery, DealTitleSearch } from '../../sql/deals/titleSearch';
import { ftsTrigramsQuery, usesTrigrams } from './trigramTerms';

/** The FTS5 trigram table of migration 4, as Kysely sees it: one row per deal, its rowid the deal's id. */
type DealTitleIndex = { deal_title_search: { rowid: number } };

/**
 * LIKE folds ASCII letters and nothing else (this store never turns on `case_sensitive_like`),
 * as PostgreSQL's `nocase()` does.
 */
const titleLike = (term: string) =>
  sql<SqlBool>`deals.title LIKE ${likeContains(term)} ESCAPE '\\'`;

/**
 * A title of 3 characters or more is looked up in the trigram index (a cover of its trigrams,
 * `ftsTrigramsQuery`: as fast for a whole title as for a word), walked in rowid (= id)
 * order and joined to its deals, so the walk stops after the page even for a word every title
 * holds (an `id IN (…)` list would first collect every candidate). The index folds more than
 * ASCII letters, so it yields every deal LIKE accepts and LIKE, still in the WHERE, drops the
 * others. A shorter title: the account's deals in id order (deals_by_id), filtered by LIKE.
 */
export const SQLITE_DEAL_TITLE_SEARCH: DealTitleSearch = {
  dealsTitled(db, term) {
    if (!usesTrigrams(term))
      return {
        deals: db.selectFrom('deals').where(titleLike(term)),
        idOrder: sql.ref<number>('deals.id'),
      };
    const deals = db
      .withTables<DealTitleIndex>()
      .selectFrom('deal_title_search')
      .innerJoin('deals', 'deals.id', 'deal_title_search.rowid')
      .where(sql<SqlBool>`deal_title_search MATCH ${ftsTrigramsQuery(term)}`)
      .where(titleLike(term));
    return {
      // The index is a FROM the rest of the query never names: it sees `deals` alone.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the query joins the index table, which DealsQuery does not name
      deals: deals as unknown as DealsQuery,
      // Not deals.id: SQLite would then sort every match instead of following the index's order.
      idOrder: sql.ref<number>('deal_title_search.rowid'),
    };
  },
};
