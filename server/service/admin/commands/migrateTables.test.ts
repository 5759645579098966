import { describe, expect, it } from 'vitest';
import { SqliteStoreDb } from '../../store/dialect/sqlite';
import { migrateStore } from '../../store/migrations/migrateStore';
import { MIGRATED_TABLES } from './migrateTables';

describe('the tables admin migrate copies', () => {
  it('are every table and column of the SQLite schema (a new column must be copied too)', async () => {
    const db = new SqliteStoreDb(':memory:');
    try {
      await migrateStore(db);
      const all = db.raw
        .prepare(
          "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
        )
        .all() as { name: string; sql: string }[];
      // kysely_migration*: the schema's history, each database has its own.
      // Full-text search tables (and their shadow tables) only index the copied rows; PostgreSQL has its own indexes for that.
      const virtual = all
        .filter((t) => t.sql.startsWith('CREATE VIRTUAL TABLE'))
        .map((t) => t.name);
      const tables = all.filter(
        (t) => !virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`)),
      );
      const schema = Object.fromEntries(
        tables.map(({ name }) => [
          name,
          (db.raw.prepare(`PRAGMA table_info(${name})`).all() as { name: string }[])
            .map((c) => c.name)
            .sort(),
        ]),
      );
      const copied = Object.fromEntries(
        MIGRATED_TABLES.map((t) => [t.name, [...t.columns].sort()]),
      );
      expect(copied).toEqual(schema);
    } finally {
      await db.close();
    }
  });
});
