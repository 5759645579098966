import { sql } from 'kysely';
import { schemaParts, type StoreMigration } from './schemaParts';

/** A person is searched by "first last", so first, last and full name all match. */
const SEARCH_NAME = (row: string) =>
  `CASE ${row}kind WHEN 'person' THEN ${row}first_name || ' ' || ${row}last_name ELSE ${row}name END`;

/**
 * Substring search of contact names and e-mails: a term of 3+ characters is a trigram index lookup,
 * not a scan (SQLite: FTS5 tables; PostgreSQL: pg_trgm GIN indexes, "first last" stored).
 */
export const nameSearchMigration: StoreMigration = {
  name: '0002_name_search',
  async up(target) {
    const { index, run, trigramTable } = schemaParts(target);
    if (target.kind === 'postgres') {
      await run('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await target.db.schema
        .alterTable('contacts')
        .addColumn('search_name', 'text', (col) =>
          col.generatedAlwaysAs(sql.raw(SEARCH_NAME(''))).stored(),
        )
        .execute();
      await index('contacts_search_name', 'contacts', 'search_name gin_trgm_ops', 'gin');
      await index('locations_search_email', 'locations', 'email gin_trgm_ops', 'gin');
      return;
    }
    await trigramTable(
      { name: 'contact_name_search', column: 'name', table: 'contacts' },
      { of: SEARCH_NAME, watched: 'kind, name, first_name, last_name' },
    );
    await trigramTable({ name: 'location_email_search', column: 'email', table: 'locations' });
  },
};
