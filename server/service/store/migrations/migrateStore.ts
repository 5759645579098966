import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration } from 'kysely';
import type { StoreDb } from '../dialect/database';
import { errorMessage } from '../dialect/dialect';
import { MIGRATIONS } from './index';
import type { SchemaDb, StoreMigration } from './schemaParts';

/**
 * Runs the migrations the database has not run, with Kysely's Migrator (its `kysely_migration` in
 * the store's schema), all in one transaction under its lock (PostgreSQL: an advisory lock; SQLite:
 * BEGIN IMMEDIATE), so processes starting together apply each once. A legacy database is adopted
 * in it (`takeLegacyVersion`). Throws when the database is newer than this program.
 */
export async function migrateStore(db: StoreDb, migrations = MIGRATIONS): Promise<void> {
  const schema = await migrationSchema(db);
  const known = new Set(migrations.map((m) => m.name));
  const unknown = (await appliedMigrations(db.kysely, schema)).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(
      `Database schema has run migrations this program does not know (${unknown.join(', ')}): it is newer than this program knows (${migrations.at(-1)?.name ?? 'none'}); upgrade the program`,
    );
  // Asked once, by the first pending migration: only a database that has run none can be legacy.
  let legacySteps: number | undefined;
  const migration = (m: StoreMigration, index: number): Migration => ({
    up: async (kysely) => {
      legacySteps ??= await takeLegacyVersion(kysely, schema);
      if (index >= legacySteps) await m.up({ db: kysely, kind: db.kind });
    },
  });
  const toRun = Object.fromEntries(migrations.map((m, index) => [m.name, migration(m, index)]));
  const { error, results } = await new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(toRun) },
    migrationTableSchema: schema,
  }).migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `${failed === undefined ? 'Migrating the schema' : `Migration ${failed}`} failed: ${errorMessage(error)}`,
      { cause: error },
    );
  }
}

/** PostgreSQL's `current_schema()`: each schema (tests use one each) has its own tables and history. */
export async function migrationSchema(db: StoreDb): Promise<string | undefined> {
  if (db.kind !== 'postgres') return undefined;
  const current = sql<{ schema: string | null }>`SELECT current_schema() AS schema`;
  const schema = (await current.execute(db.kysely)).rows[0]?.schema;
  if (schema === null || schema === undefined)
    throw new Error('No schema to create the tables in: the search_path names no existing schema');
  return schema;
}

/** Whether `table` exists in the store's schema (`schema` undefined: SQLite's main database). */
async function tableExists(db: SchemaDb, schema: string | undefined, table: string) {
  const query =
    schema === undefined
      ? sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${table}`
      : sql`SELECT 1 FROM information_schema.tables WHERE table_schema = ${schema} AND table_name = ${table}`;
  return (await query.execute(db)).rows.length > 0;
}

/** Names of the migrations the database has run, in order (none before the first run). */
export async function appliedMigrations(db: SchemaDb, schema?: string): Promise<string[]> {
  if (!(await tableExists(db, schema, DEFAULT_MIGRATION_TABLE))) return [];
  const table =
    schema === undefined ? DEFAULT_MIGRATION_TABLE : `${schema}.${DEFAULT_MIGRATION_TABLE}`;
  const applied = sql<{ name: string }>`SELECT name FROM ${sql.table(table)} ORDER BY name`;
  return (await applied.execute(db)).rows.map((r) => r.name);
}

/** The legacy histories ended with `0004_deal_title_search`. */
const LEGACY_MIGRATIONS = 4;

const newerThanKnown = (version: number, known: number) =>
  new Error(
    `Database schema version ${version} is newer than this program knows (${known}); upgrade the program`,
  );

/**
 * Before this history, SQLite counted `0001`…`0004` in `PRAGMA user_version` (1…4), PostgreSQL in
 * `schema_migrations` (1 base and name search, 2 sort indexes, 3 deal title search). Answers how
 * many a legacy database has run (n: n; v: v + 1), recorded without running (no data is touched),
 * and drops the legacy bookkeeping: an older program then refuses the database, not re-creates it.
 */
async function takeLegacyVersion(trx: SchemaDb, schema: string | undefined): Promise<number> {
  if (schema === undefined) {
    const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(trx);
    const version = rows[0]?.user_version ?? 0;
    if (version > LEGACY_MIGRATIONS) throw newerThanKnown(version, LEGACY_MIGRATIONS);
    if (version > 0) await sql`PRAGMA user_version = 0`.execute(trx);
    return version;
  }
  if (!(await tableExists(trx, schema, 'schema_migrations'))) return 0;
  const legacyTable = sql.table(`${schema}.schema_migrations`);
  const last = sql<{ version: number | null }>`SELECT MAX(version) AS version FROM ${legacyTable}`;
  const version = (await last.execute(trx)).rows[0]?.version ?? 0;
  if (version + 1 > LEGACY_MIGRATIONS) throw newerThanKnown(version, LEGACY_MIGRATIONS - 1);
  await sql`DROP TABLE ${legacyTable}`.execute(trx);
  return version === 0 ? 0 : version + 1;
}
