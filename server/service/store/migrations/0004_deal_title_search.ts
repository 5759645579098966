import { sql } from 'kysely';
import { schemaParts, type StoreMigration } from './schemaParts';

/**
 * Substring search of deal titles, as migration 2 for contact names. SQLite: an FTS5 trigram table.
 * PostgreSQL: the folded title `search_title` (searched with LIKE: `dialect/postgres`), stored with
 * its trigram index, since translate() over every title of a large account costs far more than LIKE.
 */
export const dealTitleSearchMigration: StoreMigration = {
  name: '0004_deal_title_search',
  async up(target) {
    const { index, trigramTable } = schemaParts(target);
    if (target.kind === 'postgres') {
      await target.db.schema
        .alterTable('deals')
        .addColumn('search_title', 'text', (col) =>
          col.generatedAlwaysAs(sql`nocase(title)`).stored(),
        )
        .execute();
      await index('deals_search_title', 'deals', 'search_title gin_trgm_ops', 'gin');
      return;
    }
    await trigramTable({ name: 'deal_title_search', column: 'title', table: 'deals' });
  },
};
