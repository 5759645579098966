import { Migrator, type Migration } from 'kysely';
import type { StoreDb } from '../dialect/database';
import { MIGRATIONS } from './index';
import { adoptLegacyHistory, appliedMigrations, migrationSchema } from './migrationTable';
import type { StoreMigration } from './schemaParts';

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Brings the store's schema up to date: runs, in order, each migration of `MIGRATIONS` the
 * database has not run, with Kysely's Migrator (its table `kysely_migration`, in the store's
 * schema on PostgreSQL). All pending migrations and their record run in one transaction under
 * the Migrator's lock (PostgreSQL: an advisory lock; SQLite: the write transaction, BEGIN
 * IMMEDIATE), so processes starting together apply each migration once. A legacy database is
 * adopted first (`migrationTable.ts`). Throws when the database is newer than this program.
 */
export async function migrateStore(
  db: StoreDb,
  migrations: readonly StoreMigration[] = MIGRATIONS,
): Promise<void> {
  const schema = await migrationSchema(db);
  await adoptLegacyHistory(db, schema, migrations);
  const known = new Set(migrations.map((m) => m.name));
  const unknown = (await appliedMigrations(db.kysely, schema)).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `Database schema has run migrations this program does not know (${unknown.join(', ')}): it is newer than this program knows (${migrations.at(-1)?.name ?? 'none'}); upgrade the program`,
    );
  }
  const provider = {
    getMigrations: (): Promise<Record<string, Migration>> =>
      Promise.resolve(
        Object.fromEntries(
          migrations.map((m): [string, Migration] => [
            m.name,
            { up: (kysely) => m.up({ db: kysely, kind: db.kind }) },
          ]),
        ),
      ),
  };
  const { error, results } = await new Migrator({
    db: db.kysely,
    provider,
    migrationTableSchema: schema,
  }).migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `${failed === undefined ? 'Migrating the schema' : `Migration ${failed}`} failed: ${message(error)}`,
      { cause: error },
    );
  }
}
