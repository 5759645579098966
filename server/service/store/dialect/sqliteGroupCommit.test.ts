import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from './database';
import { SqliteStoreDb } from './sqlite';

/** Group commit on the SQLite store: concurrent write transactions share one COMMIT. */
describe('SqliteStoreDb group commit', () => {
  let dir: string;
  let file: string;
  let db: SqliteStoreDb;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    file = join(dir, 'store.sqlite');
    db = new SqliteStoreDb(file);
    db.raw.exec('CREATE TABLE items (name TEXT NOT NULL UNIQUE)');
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (trx: Executor, name: string) =>
    sql`INSERT INTO items (name) VALUES (${name})`.execute(trx);
  /** The names on disk, read by a connection of their own. */
  const onDisk = (): string[] => {
    const other = new BetterSqlite3(file, { readonly: true });
    try {
      return (
        other.prepare('SELECT name FROM items ORDER BY name').all() as { name: string }[]
      ).map((row) => row.name);
    } finally {
      other.close();
    }
  };

  it('commits concurrent writers together; one failing loses only its own work', async () => {
    await db.write((trx) => insert(trx, 'taken'));
    const commitsBefore = db.commits;
    const writes = Array.from({ length: 20 }, (_, i) =>
      db.write(async (trx) => {
        await insert(trx, `w${String(i).padStart(2, '0')}`);
        // Writer 7 breaks a unique constraint after a write of its own, writer 12 fails in code.
        if (i === 7) await insert(trx, 'taken');
        if (i === 12) throw new Error('writer 12 gives up');
        return i;
      }),
    );
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual([
      expect.stringContaining('UNIQUE constraint failed'),
      'Error: writer 12 gives up',
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value)).toEqual(
      [...Array(20).keys()].filter((i) => i !== 7 && i !== 12),
    );
    const expected = [
      'taken',
      ...[...Array(20).keys()]
        .filter((i) => i !== 7 && i !== 12)
        .map((i) => `w${String(i).padStart(2, '0')}`),
    ].sort();
    // Acknowledged means committed: another connection sees every one of them, and nothing else.
    expect(onDisk()).toEqual(expected);
    // One COMMIT (one fsync) for the lot instead of one each.
    expect(db.commits - commitsBefore).toBe(1);
    expect(db.raw.inTransaction).toBe(false);
  });

  it('commits a single writing statement outside a transaction on its own, after the open group', async () => {
    const grouped = db.write((trx) => insert(trx, 'a'));
    const alone = insert(db.kysely, 'b');
    await expect(insert(db.kysely, 'a')).rejects.toThrow(/UNIQUE/);
    await Promise.all([grouped, alone]);
    expect(onDisk()).toEqual(['a', 'b']);
    expect(db.commits).toBe(1);
    expect(db.raw.inTransaction).toBe(false);
  });

  it('commits before a read takes its turn: nobody reads a write not yet on disk', async () => {
    const write = db.write((trx) => insert(trx, 'a'));
    const read = db.read(async (trx) => {
      expect(db.raw.inTransaction).toBe(false);
      return (await sql<{ n: number }>`SELECT count(*) AS n FROM items`.execute(trx)).rows[0]!.n;
    });
    const later = db.write((trx) => insert(trx, 'b'));
    expect(await read).toBe(1);
    await Promise.all([write, later]);
    expect(onDisk()).toEqual(['a', 'b']);
  });

  it('answers a lone write at once, and a failing lone write changes nothing', async () => {
    await db.write((trx) => insert(trx, 'x'));
    expect(onDisk()).toEqual(['x']);
    await expect(db.write((trx) => insert(trx, 'x'))).rejects.toThrow(/UNIQUE/);
    expect(onDisk()).toEqual(['x']);
    expect(db.raw.inTransaction).toBe(false);
  });
});
