import { SqliteStoreDb } from './dialect/sqlite';
import { assembleStore } from './assembleStore';
import { migrateStore } from './migrations/migrateStore';
import type { Store } from './store';

/** The embedded default store: one SQLite file (WAL) under DATA_DIR, or `:memory:` in tests. */
export async function createSqliteStore(filename: string): Promise<Store> {
  const db = new SqliteStoreDb(filename);
  try {
    await migrateStore(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return assembleStore(db);
}
