import { sql, type SqlBool } from 'kysely';
import { likeContains } from '../../likePattern';
import type { DealsQuery, DealTitleSearch } from '../../sql/deals/titleSearch';
import type { Executor } from '../database';
import { ftsTrigramTokens, usesTrigrams } from './trigramTerms';

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
  async dealsTitled(db, term) {
    if (!usesTrigrams(term))
      return {
        deals: db.selectFrom('deals').where(titleLike(term)),
        idOrder: sql.ref<number>('deals.id'),
      };
    const match = await rarestCover(db, term);
    const deals = db
      .withTables<DealTitleIndex>()
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
  },
};

/** Rows a trigram's probe counts up to: past it, the trigram counts as common. */
const PROBE_LIMIT = 512;

/**
 * What to MATCH: FTS5 answers an AND of tokens by walking every token's row list, so a long term
 * made of common trigrams ("… renewal" in every title) costs in proportion to the table. Each
 * trigram of the term's cover (`ftsTrigramsQuery`) is counted up to PROBE_LIMIT rows (a bounded
 * walk); when one is rarer than that, it alone is looked up (at most PROBE_LIMIT candidates, LIKE
 * keeps the exact ones); when all are common, the whole cover is (its AND is then what narrows).
 */
async function rarestCover(db: Executor, term: string): Promise<string> {
  const cover = ftsTrigramTokens(term);
  let rarest: { token: string; rows: number } | undefined;
  for (const token of cover) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM (SELECT 1 FROM deal_title_search WHERE deal_title_search MATCH ${token} LIMIT ${PROBE_LIMIT})`.execute(
      db,
    );
    const count = Number(rows[0]?.n ?? 0);
    if (rarest === undefined || count < rarest.rows) rarest = { token, rows: count };
    if (count === 0) break;
  }
  return rarest !== undefined && rarest.rows < PROBE_LIMIT ? rarest.token : cover.join(' AND ');
}
