import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from './store';
import { createSqliteStore } from './sqlite/sqliteStore';

export const SQLITE_FILE_NAME = 'crm.sqlite';

/**
 * The store the configuration asks for: SQLite in `dataDir` by default; PostgreSQL when
 * `databaseUrl` is a postgres:// URL.
 */
export async function openStore(options: { dataDir: string; databaseUrl?: string }): Promise<Store> {
  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    throw new Error('DATABASE_URL is set, but this build has no PostgreSQL store yet: unset DATABASE_URL to use the embedded SQLite store');
  }
  mkdirSync(options.dataDir, { recursive: true });
  return createSqliteStore(join(options.dataDir, SQLITE_FILE_NAME));
}
