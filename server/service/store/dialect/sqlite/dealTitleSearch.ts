import { sql, type SqlBool } from 'kysely';
import { likeContains } from '../../likePattern';
import { fromDeals, type DealsQuery, type DealTitleSearch } from '../../sql/deals/titleSearch';
import type { Executor } from '../database';
import { ftsTrigramTokens, usesTrigrams } from './trigramTerms';

/** LIKE folds ASCII letters alone (`case_sensitive_like` stays off), as PostgreSQL's `nocase()`. */
const titleLike = (term: string) =>
  sql<SqlBool>`deals.title LIKE ${likeContains(term)} ESCAPE '\\'`;

/**
 * A title of 3+ characters: the trigram index walked in rowid (= id) order, joined to its deals, so
 * the walk stops after the page even for a word every title holds; LIKE drops the deals the index's
 * wider folding adds. A shorter title: the account's deals in id order, filtered by LIKE.
 */
export const SQLITE_DEAL_TITLE_SEARCH: DealTitleSearch = async (db, term) => {
  if (!usesTrigrams(term))
    return { deals: fromDeals(db).where(titleLike(term)), idOrder: sql.ref<number>('deals.id') };
  const match = await rarestCover(db, term);
  const deals = db
    // The FTS5 trigram table of migration 4: one row per deal, its rowid the deal's id.
    .withTables<{ deal_title_search: { rowid: number } }>()
    .selectFrom('deal_title_search')
    .innerJoin('deals', 'deals.id', 'deal_title_search.rowid')
    .where(sql<SqlBool>`deal_title_search MATCH ${match}`)
    .where(titleLike(term));
  return {
    // The index is a FROM the rest of the query never names: it sees `deals` alone.
    deals: deals as unknown as DealsQuery,
    // Not deals.id: SQLite would then sort every match instead of following the index's order.
    idOrder: sql.ref<number>('deal_title_search.rowid'),
  };
};

/** Rows a trigram's probe counts up to: past it, the trigram counts as common. */
const PROBE_LIMIT = 512;

/**
 * What to MATCH: FTS5 walks every token's row list of an AND, so a term of common trigrams costs
 * in proportion to the table. Each trigram of the term's cover is counted up to PROBE_LIMIT rows;
 * one rarer than that is looked up alone (LIKE keeps the exact matches), else the whole cover.
 */
async function rarestCover(db: Executor, term: string): Promise<string> {
  const cover = ftsTrigramTokens(term);
  let rarest = { match: cover.join(' AND '), rows: PROBE_LIMIT };
  for (const token of cover) {
    const rows = sql`SELECT 1 FROM deal_title_search WHERE deal_title_search MATCH ${token} LIMIT ${PROBE_LIMIT}`;
    const probe = sql<{ n: number }>`SELECT count(*) AS n FROM (${rows})`;
    const count = Number((await probe.execute(db)).rows[0]?.n ?? 0);
    if (count < rarest.rows) rarest = { match: token, rows: count };
    if (count === 0) break;
  }
  return rarest.match;
}
