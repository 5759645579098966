import { join } from 'node:path';
import { ConfigError } from '../../config';
import { createPrivateFile, securePrivateDataDir } from '../dataFiles';
import { migratedStore } from './assembleStore';
import { SqliteStoreDb } from './dialect/sqlite';
import type { Store } from './store';

export const SQLITE_FILE_NAME = 'crm.sqlite';

/** Reader threads of the SQLite store unless SQLITE_READERS says otherwise (0: none). */
export const DEFAULT_SQLITE_READERS = 2;
const MAX_SQLITE_READERS = 16;

/** SQLITE_READERS of the process: a whole number from 0 to 16; anything else is a ConfigError. */
export function sqliteReadersOfEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
) {
  const raw = env['SQLITE_READERS']?.trim();
  if (raw === undefined || raw === '') return DEFAULT_SQLITE_READERS;
  const value = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!(value <= MAX_SQLITE_READERS))
    throw new ConfigError([
      `SQLITE_READERS="${raw.slice(0, 40)}" must be a whole number of reader threads from 0 to ${MAX_SQLITE_READERS}`,
    ]);
  return value;
}

/**
 * The embedded default store: one SQLite file (WAL) under DATA_DIR, or `:memory:` in tests (which
 * no reader thread can share: its reads stay on the main connection).
 */
export const createSqliteStore = (
  filename: string,
  readers: number = sqliteReadersOfEnv(),
): Promise<Store> => migratedStore(new SqliteStoreDb(filename, { readers }));

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
