import { sql } from 'kysely';
import type { StoreDb } from '../dialect/database';
import { recordMigrations, tableExists } from './migrationTable';
import type { SchemaDb, StoreMigration } from './schemaParts';

/**
 * Before this history, each database had its own: SQLite counted its migrations in
 * `PRAGMA user_version` (1 base, 2 name search, 3 sort indexes, 4 deal title search), PostgreSQL
 * listed them in `schema_migrations` (1 base with name search, 2 sort indexes, 3 deal title
 * search). This history takes the same steps (`0001_base` … `0004_deal_title_search`), so a
 * legacy database at any version has run the first N of them: they are recorded as run (not
 * run again), the legacy bookkeeping goes (a program from before this history then refuses the
 * database instead of re-creating its tables), and the runner applies the rest, as it would to
 * any database. Data is not touched.
 */
const LEGACY_STEPS = {
  /** user_version n: the first n migrations. */
  sqlite: (version: number) => version,
  /** schema_migrations version v: migration v of PostgreSQL held the base and the name search. */
  postgres: (version: number) => (version === 0 ? 0 : version + 1),
} as const;

/** The legacy histories ended with `0004_deal_title_search`: later migrations were never legacy steps. */
const LEGACY_MIGRATIONS = 4;

const newerThanKnown = (version: number, known: number) =>
  new Error(
    `Database schema version ${version} is newer than this program knows (${known}); upgrade the program`,
  );

async function adoptSqlite(trx: SchemaDb, migrations: readonly StoreMigration[]): Promise<void> {
  const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(trx);
  const version = rows[0]?.user_version ?? 0;
  if (version === 0) return;
  if (version > LEGACY_MIGRATIONS) throw newerThanKnown(version, LEGACY_MIGRATIONS);
  await recordMigrations(
    trx,
    undefined,
    migrations.slice(0, LEGACY_STEPS.sqlite(version)).map((m) => m.name),
  );
  await sql`PRAGMA user_version = 0`.execute(trx);
}

async function adoptPostgres(
  trx: SchemaDb,
  schema: string,
  migrations: readonly StoreMigration[],
): Promise<void> {
  if (!(await tableExists(trx, schema, 'schema_migrations'))) return;
  const { rows } = await sql<{
    version: number | null;
  }>`SELECT MAX(version) AS version FROM ${sql.table(`${schema}.schema_migrations`)}`.execute(trx);
  const version = rows[0]?.version ?? 0;
  const steps = LEGACY_STEPS.postgres(version);
  if (steps > LEGACY_MIGRATIONS) throw newerThanKnown(version, LEGACY_MIGRATIONS - 1);
  await recordMigrations(
    trx,
    schema,
    migrations.slice(0, steps).map((m) => m.name),
  );
  await sql`DROP TABLE ${sql.table(`${schema}.schema_migrations`)}`.execute(trx);
}

/**
 * Records a legacy database's history in Kysely's migration table (see LEGACY_STEPS), in one
 * transaction. PostgreSQL: under an advisory lock per schema, so that processes starting at
 * once adopt it once; SQLite's write transaction already excludes other processes.
 */
export async function adoptLegacyHistory(
  db: StoreDb,
  schema: string | undefined,
  migrations: readonly StoreMigration[],
): Promise<void> {
  await db.write(async (trx) => {
    if (schema === undefined) return adoptSqlite(trx, migrations);
    await db.dialect.advisoryLock(trx, `crm migrations of ${schema}`);
    return adoptPostgres(trx, schema, migrations);
  });
}
