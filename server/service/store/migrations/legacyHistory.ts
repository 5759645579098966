import { sql } from 'kysely';
import type { StoreDb } from '../dialect/database';
import { recordMigrations, tableExists } from './migrationTable';
import type { SchemaDb, StoreMigration } from './schemaParts';

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
