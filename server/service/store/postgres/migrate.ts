import type pg from 'pg';
import { POSTGRES_MIGRATIONS } from './migrations';

/**
 * Key of the advisory lock migrations run under (first half; the second is the schema's name),
 * so that service processes starting at once against an empty database neither race to create
 * the tables nor apply a migration twice, while databases' other schemas migrate independently.
 */
const MIGRATION_LOCK = 0x43524d31; // "CRM1"

/**
 * Brings the schema of the connection's `current_schema()` up to date: applies, in order, each
 * migration `schema_migrations` does not list yet, each in its own transaction. Returns how many
 * it applied. Throws when the database is newer than this program.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly string[] = POSTGRES_MIGRATIONS): Promise<number> {
  const client = await pool.connect();
  try {
    const schema = (await client.query<{ schema: string | null }>('SELECT current_schema() AS schema')).rows[0]?.schema;
    if (schema === null || schema === undefined) {
      throw new Error('No schema to create the tables in: the search_path names no existing schema');
    }
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK, schema]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)');
      const applied = (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version);
      const current = applied.length === 0 ? 0 : Math.max(...applied);
      if (current > migrations.length) {
        throw new Error(`Database schema version ${current} is newer than this program knows (${migrations.length}); upgrade the program`);
      }
      for (let version = current; version < migrations.length; version++) {
        await client.query('BEGIN');
        try {
          await client.query(migrations[version]!);
          await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [version + 1, Date.now()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`PostgreSQL migration ${version + 1} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
      }
      return migrations.length - current;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK, schema]);
    }
  } finally {
    // Destroyed rather than returned to the pool: whatever went wrong, no session state (or
    // lock) outlives the migration.
    client.release(true);
  }
}
