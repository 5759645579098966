import { sql, type SqlBool } from 'kysely';
import { likeContains } from '../../likePattern';
import { fromDeals, type DealTitleSearch } from '../../sql/deals/titleSearch';

/**
 * The stored `search_title` = nocase(title) (migration 4, trigram-indexed) with LIKE, not ILIKE,
 * whose folding follows the database's locale and would match deals SQLite does not.
 */
export const POSTGRES_DEAL_TITLE_SEARCH: DealTitleSearch = (db, term) =>
  Promise.resolve({
    deals: fromDeals(db).where(
      sql<SqlBool>`${sql.ref('deals.search_title')} LIKE nocase(${likeContains(term)}) ESCAPE '\\'`,
    ),
    idOrder: sql.ref<number>('deals.id'),
  });
