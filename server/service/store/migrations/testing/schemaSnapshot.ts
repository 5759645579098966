import { sql } from 'kysely';
import type { SchemaDb } from '../schemaParts';

type Rows = Record<string, unknown>[];

/** The bookkeeping of either history: not part of the schema the store uses. */
const BOOKKEEPING = new Set(['schema_migrations', 'kysely_migration', 'kysely_migration_lock']);

/** SQL text as a comparable shape: no quotes, case or layout. */
const normalised = (text: string): string =>
  text
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),;])\s*/g, '$1')
    .trim()
    .toLowerCase();

/**
 * Everything about a SQLite schema that decides how it behaves: per table its columns (type,
 * NOT NULL, default, key), foreign keys, CHECK constraints, indexes (columns, collations, order,
 * uniqueness), and every trigger and virtual table (SQL text, layout ignored).
 */
export async function sqliteSchema(db: SchemaDb): Promise<Record<string, unknown>> {
  const { rows: objects } = await sql<{
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }>`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`.execute(db);
  const shape: Record<string, unknown> = {};
  for (const object of objects) {
    if (BOOKKEEPING.has(object.tbl_name) || object.name.startsWith('sqlite_')) continue;
    if (object.type === 'table' && !(object.sql ?? '').startsWith('CREATE VIRTUAL')) {
      const pragma = async (name: string, arg: string): Promise<Rows> =>
        (
          await sql<
            Record<string, unknown>
          >`SELECT * FROM ${sql.raw(`pragma_${name}`)}(${arg})`.execute(db)
        ).rows;
      const columns = (await pragma('table_xinfo', object.name)).map((c) => ({
        ...c,
        type: String(c['type']).toUpperCase(),
      }));
      const indexes = [];
      for (const index of await pragma('index_list', object.name)) {
        const name = String(index['name']);
        indexes.push({
          ...index,
          name: name.startsWith('sqlite_autoindex_') ? `autoindex of ${object.name}` : name,
          seq: undefined,
          columns: await pragma('index_xinfo', name),
        });
      }
      indexes.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      const checks = (
        normalised(object.sql ?? '').match(/check\((?:[^()]|\([^()]*\))*\)/g) ?? []
      ).sort();
      shape[`table ${object.name}`] = {
        columns,
        foreignKeys: await pragma('foreign_key_list', object.name),
        indexes,
        checks,
      };
    } else if (object.type !== 'index' || object.sql !== null) {
      // Indexes are compared above, per table; triggers and virtual tables by their SQL.
      if (object.type !== 'index')
        shape[`${object.type} ${object.name}`] = normalised(object.sql ?? '');
    }
  }
  return shape;
}

/**
 * Everything about the current PostgreSQL schema that decides how it behaves: columns (type,
 * nullability, default, identity, generated expression), constraints, indexes, triggers and
 * functions, as PostgreSQL itself describes them.
 */
export async function postgresSchema(db: SchemaDb): Promise<Record<string, unknown>> {
  const excluded = [...BOOKKEEPING];
  const columns =
    await sql`SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default, is_identity, identity_generation, is_generated, generation_expression
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name <> ALL(${excluded}) ORDER BY table_name, ordinal_position`.execute(
      db,
    );
  const constraints =
    await sql`SELECT c.relname AS table_name, con.conname, con.contype, pg_get_constraintdef(con.oid) AS definition
    FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid WHERE c.relnamespace = current_schema()::regnamespace AND c.relname <> ALL(${excluded})
    ORDER BY c.relname, con.conname`.execute(db);
  const indexes = await sql<{
    indexdef: string;
  }>`SELECT tablename, indexname, replace(indexdef, current_schema() || '.', '') AS indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename <> ALL(${excluded}) ORDER BY tablename, indexname`.execute(
    db,
  );
  const triggers =
    await sql`SELECT tgname, replace(pg_get_triggerdef(t.oid), current_schema() || '.', '') AS definition FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal ORDER BY tgname`.execute(
      db,
    );
  const functions =
    await sql`SELECT proname, pg_get_function_arguments(p.oid) AS arguments, replace(pg_get_functiondef(p.oid), current_schema(), 'SCHEMA') AS definition
    FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace ORDER BY proname`.execute(
      db,
    );
  return {
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows,
    triggers: triggers.rows,
    functions: functions.rows,
  };
}
