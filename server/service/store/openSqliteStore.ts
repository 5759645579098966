import { SqliteStoreDb } from './dialect/sqlite';
import { migratedStore } from './assembleStore';
import type { Store } from './store';

/** The embedded default store: one SQLite file (WAL) under DATA_DIR, or `:memory:` in tests. */
export const createSqliteStore = (filename: string): Promise<Store> =>
  migratedStore(new SqliteStoreDb(filename));
