import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { LEGACY_POSTGRES_MIGRATIONS } from './legacyPostgresMigrations';
import { LEGACY_SQLITE_MIGRATIONS } from './legacySqliteMigrations';

/** A SQLite file as the program before `migrations/` left it at `version` (`PRAGMA user_version`). */
export function buildLegacySqlite(file: string, version = LEGACY_SQLITE_MIGRATIONS.length): void {
  const db = new BetterSqlite3(file);
  try {
    db.pragma('journal_mode = WAL');
    for (let v = 0; v < version; v++) {
      db.transaction(() => {
        db.exec(LEGACY_SQLITE_MIGRATIONS[v]!);
        db.pragma(`user_version = ${v + 1}`);
      })();
    }
  } finally {
    db.close();
  }
}

/** The URL's schema as the program before `migrations/` left it at `version` (`schema_migrations`). */
export async function buildLegacyPostgres(
  url: string,
  version = LEGACY_POSTGRES_MIGRATIONS.length,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)',
    );
    for (let v = 0; v < version; v++) {
      await client.query('BEGIN');
      await client.query(LEGACY_POSTGRES_MIGRATIONS[v]!);
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        v + 1,
        Date.now(),
      ]);
      await client.query('COMMIT');
    }
  } finally {
    await client.end();
  }
}
