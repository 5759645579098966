import { join } from 'node:path';
import { createPrivateFile, securePrivateDataDir } from '../dataFiles';
import { migratedStore } from './assembleStore';
import { SqliteStoreDb } from './dialect/sqlite';
import type { Store } from './store';

export const SQLITE_FILE_NAME = 'crm.sqlite';

/** The embedded default store: one SQLite file (WAL) under DATA_DIR, or `:memory:` in tests. */
export const createSqliteStore = (filename: string): Promise<Store> =>
  migratedStore(new SqliteStoreDb(filename));

/**
 * SQLite in `dataDir`, or PostgreSQL when `databaseUrl` is a postgres(ql):// URL. Any other URL is
 * refused: a typo must not quietly fall back to a local file while other instances share a database.
 */
export async function openStore(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Store> {
  const url = options.databaseUrl?.trim();
  if (url !== undefined && url !== '') {
    if (!/^postgres(ql)?:\/\//i.test(url))
      throw new Error(
        'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      );
    // Loaded only when asked for: the embedded SQLite setup never loads the PostgreSQL driver.
    const { createPostgresStore } = await import('./openPostgresStore');
    return createPostgresStore(url);
  }
  // Owner-only folder and files (dataFiles.ts); checked again once the -wal and -shm files exist.
  securePrivateDataDir(options.dataDir);
  const file = join(options.dataDir, SQLITE_FILE_NAME);
  createPrivateFile(file);
  const store = await createSqliteStore(file);
  securePrivateDataDir(options.dataDir);
  return store;
}
