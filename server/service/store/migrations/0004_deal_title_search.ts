import { sql } from 'kysely';
import { createIndex, createTrigramTable, type StoreMigration } from './schemaParts';

/**
 * Substring search of deal titles (the title extension), as migration 2 for contact names: a
 * title "contains" query of 3 or more characters looks its candidates up by trigram instead of
 * reading every deal of the account.
 *
 * SQLite: an FTS5 trigram table (`createTrigramTable`); the search still checks each candidate with
 * LIKE, whose folding (ASCII letters only) is the one both stores share. PostgreSQL: the search
 * is search_title LIKE nocase(pattern), ASCII letters folded as SQLite's LIKE folds them (ILIKE
 * would follow the locale). The folded title is stored, not computed per row while searching:
 * translate() over every title of a large account costs far more than LIKE. Its trigram index
 * answers terms of 3 characters or more.
 */
export const dealTitleSearchMigration: StoreMigration = {
  name: '0004_deal_title_search',
  async up({ db, kind }) {
    if (kind === 'postgres') {
      await db.schema
        .alterTable('deals')
        .addColumn('search_title', 'text', (col) =>
          col.generatedAlwaysAs(sql`nocase(title)`).stored(),
        )
        .execute();
      await createIndex(db, 'deals_search_title', 'deals', 'search_title gin_trgm_ops', 'gin');
      return;
    }
    await createTrigramTable(db, { name: 'deal_title_search', column: 'title', table: 'deals' });
  },
};
