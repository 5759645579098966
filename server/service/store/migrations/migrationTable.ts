import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { SchemaDb, StoreMigration } from './schemaParts';
import type { StoreDb } from '../dialect/database';

/**
 * The schema the store's tables (and Kysely's migration tables) live in on PostgreSQL: the
 * connection's `current_schema()`, so that each schema of a database (tests use one each) has its
 * own history. Undefined on SQLite.
 */
export async function migrationSchema(db: StoreDb): Promise<string | undefined> {
  if (db.kind !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(
    db.kysely,
  );
  const schema = rows[0]?.schema;
  if (schema === null || schema === undefined)
    throw new Error('No schema to create the tables in: the search_path names no existing schema');
  return schema;
}

/** Kysely's migration table, in the store's schema. */
export const migrationTable = (schema: string | undefined) =>
  sql.table(
    schema === undefined ? DEFAULT_MIGRATION_TABLE : `${schema}.${DEFAULT_MIGRATION_TABLE}`,
  );

/** Whether `table` exists in the store's schema (`schema` undefined: SQLite's main database). */
export async function tableExists(
  db: SchemaDb,
  schema: string | undefined,
  table: string,
): Promise<boolean> {
  const { rows } =
    schema === undefined
      ? await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db)
      : await sql`SELECT 1 FROM information_schema.tables WHERE table_schema = ${schema} AND table_name = ${table}`.execute(
          db,
        );
  return rows.length > 0;
}

/** Names of the migrations the database has run, in order (none before the first run). */
export async function appliedMigrations(
  db: SchemaDb,
  schema: string | undefined,
): Promise<string[]> {
  if (!(await tableExists(db, schema, DEFAULT_MIGRATION_TABLE))) return [];
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM ${migrationTable(schema)} ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Records `names` as run, creating Kysely's migration table as Kysely itself would (same columns),
 * for a legacy database whose tables those migrations already made.
 */
export async function recordMigrations(
  db: SchemaDb,
  schema: string | undefined,
  names: readonly string[],
): Promise<void> {
  const builder = schema === undefined ? db.schema : db.schema.withSchema(schema);
  await builder
    .createTable(DEFAULT_MIGRATION_TABLE)
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
    .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
    .execute();
  const timestamp = new Date().toISOString();
  for (const name of names) {
    await sql`INSERT INTO ${migrationTable(schema)} (name, timestamp) VALUES (${name}, ${timestamp}) ON CONFLICT (name) DO NOTHING`.execute(
      db,
    );
  }
}

/** The legacy histories ended with `0004_deal_title_search`: later migrations were never legacy steps. */
const LEGACY_MIGRATIONS = 4;

const newerThanKnown = (version: number, known: number) =>
  new Error(
    `Database schema version ${version} is newer than this program knows (${known}); upgrade the program`,
  );

/**
 * How many migrations of this history a legacy database has run (0: none, or no legacy history),
 * its legacy bookkeeping dropped. SQLite: user_version n is the first n; PostgreSQL:
 * schema_migrations version v is the first v + 1 (its migration 1 held the base and the name
 * search).
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
  const { rows } = await sql<{
    version: number | null;
  }>`SELECT MAX(version) AS version FROM ${legacyTable}`.execute(trx);
  const version = rows[0]?.version ?? 0;
  if (version + 1 > LEGACY_MIGRATIONS) throw newerThanKnown(version, LEGACY_MIGRATIONS - 1);
  await sql`DROP TABLE ${legacyTable}`.execute(trx);
  return version === 0 ? 0 : version + 1;
}

/**
 * Before this history, each database had its own: SQLite counted its migrations in
 * `PRAGMA user_version` (1 base, 2 name search, 3 sort indexes, 4 deal title search), PostgreSQL
 * listed them in `schema_migrations` (1 base with name search, 2 sort indexes, 3 deal title
 * search). This history takes the same steps (`0001_base` … `0004_deal_title_search`), so a
 * legacy database at any version has run the first N of them: they are recorded as run (not
 * run again), the legacy bookkeeping goes (a program from before this history then refuses the
 * database instead of re-creating its tables), and the runner applies the rest, as it would to
 * any database. Data is not touched.
 *
 * Adopts a legacy database in one transaction. PostgreSQL: under an advisory lock per schema, so
 * that processes starting at once adopt it once; SQLite's write transaction already excludes
 * other processes.
 */
export async function adoptLegacyHistory(
  db: StoreDb,
  schema: string | undefined,
  migrations: readonly StoreMigration[],
): Promise<void> {
  await db.write(async (trx) => {
    if (schema !== undefined) await db.dialect.advisoryLock(trx, `crm migrations of ${schema}`);
    const steps = await takeLegacyVersion(trx, schema);
    if (steps > 0)
      await recordMigrations(
        trx,
        schema,
        migrations.slice(0, steps).map((m) => m.name),
      );
  });
}
