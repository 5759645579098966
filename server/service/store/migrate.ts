import type { StoreDb } from './dialect/database';
import { PostgresStoreDb } from './dialect/postgres';
import { SqliteStoreDb } from './dialect/sqlite';
import { migratePostgres } from './postgres/migrate';
import { SQLITE_MIGRATIONS } from './sqlite/migrations';

/**
 * TEMPORARY (replaced by the one migration list): brings the schema up to date with the legacy
 * per-database migrations.
 */
export async function migrateStore(db: StoreDb): Promise<void> {
  if (db instanceof SqliteStoreDb) {
    const current = db.raw.pragma('user_version', { simple: true }) as number;
    for (let version = current; version < SQLITE_MIGRATIONS.length; version++) {
      db.raw.transaction(() => {
        db.raw.exec(SQLITE_MIGRATIONS[version]!);
        db.raw.pragma(`user_version = ${version + 1}`);
      })();
    }
    return;
  }
  if (db instanceof PostgresStoreDb) await migratePostgres(db.pool);
}
