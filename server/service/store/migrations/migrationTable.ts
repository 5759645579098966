import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { SchemaDb } from './schemaParts';
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
