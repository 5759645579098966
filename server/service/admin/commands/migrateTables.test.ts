import { describe, expect, it } from 'vitest';
import { SqliteDb } from '../../store/sqlite/database';
import { MIGRATED_TABLES } from './migrateTables';

describe('the tables admin migrate copies', () => {
  it('are every table and column of the SQLite schema (a new column must be copied too)', () => {
    const db = new SqliteDb(':memory:');
    try {
      const all = db.raw.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string; sql: string }[];
      // Full-text search tables (and their shadow tables) only index the copied rows; PostgreSQL has its own indexes for that.
      const virtual = all.filter((t) => t.sql.startsWith('CREATE VIRTUAL TABLE')).map((t) => t.name);
      const tables = all.filter((t) => !virtual.some((v) => t.name === v || t.name.startsWith(`${v}_`)));
      const schema = Object.fromEntries(tables.map(({ name }) => [name, (db.raw.prepare(`PRAGMA table_info(${name})`).all() as { name: string }[]).map((c) => c.name).sort()]));
      const copied = Object.fromEntries(MIGRATED_TABLES.map((t) => [t.name, [...t.columns].sort()]));
      expect(copied).toEqual(schema);
    } finally {
      db.close();
    }
  });
});
