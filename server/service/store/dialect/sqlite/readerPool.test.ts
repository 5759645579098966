import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../../../config';
import { OverBudgetError } from '../../requestBudget';
import { sqliteReadersOfEnv } from '../../openStore';
import { SqliteStoreDb } from '../sqlite';

/** Counts forever unless `within_budget()` stops it. */
const ENDLESS_GUARDED = sql<{
  n: number;
}>`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) AS n FROM n WHERE within_budget()`;
/** No guard: a second or more of native work no JS function interrupts (it ends by itself, so its thread does). */
const LONG_UNGUARDED = sql<{
  n: number;
}>`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30000000) SELECT count(*) AS n FROM n`;

describe('SQLite reader threads', () => {
  let dir: string;
  let db: SqliteStoreDb;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'readers-'));
    db = new SqliteStoreDb(join(dir, 'crm.sqlite'), { readers: 2 });
    await db.write((trx) => sql`CREATE TABLE items (name TEXT NOT NULL)`.execute(trx));
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const names = (trx: Parameters<Parameters<SqliteStoreDb['scan']>[0]>[0]) =>
    sql<{ name: string }>`SELECT name FROM items ORDER BY name`
      .execute(trx)
      .then((result) => result.rows.map((row) => row.name));

  it('sees every committed write, with contains_folded registered on the reader too', async () => {
    await db.write((trx) => sql`INSERT INTO items VALUES ('Über')`.execute(trx));
    expect(await db.scan(names)).toEqual(['Über']);
    await db.write((trx) => sql`INSERT INTO items VALUES ('second')`.execute(trx));
    expect(await db.scan(names)).toEqual(['second', 'Über']);
    const folded = await db.scan((trx) =>
      sql<{ name: string }>`SELECT name FROM items WHERE contains_folded(name, 'ÜB')`.execute(trx),
    );
    expect(folded.rows).toEqual([{ name: 'Über' }]);
    // A reader is read only: nothing can be written through one.
    await expect(
      db.scan((trx) => sql`INSERT INTO items VALUES ('x')`.execute(trx)),
    ).rejects.toThrow(/readonly/);
  });

  it('lets the main connection answer while a reader is busy', async () => {
    const finished: string[] = [];
    const slow = db
      .scan((trx) => ENDLESS_GUARDED.execute(trx), { deadline: Date.now() + 400 })
      .catch((error: unknown) => {
        finished.push('reader');
        throw error;
      });
    // Without readers the scan would run first, on the main connection, until its deadline.
    await db.read(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      finished.push('main');
    });
    await expect(slow).rejects.toBeInstanceOf(OverBudgetError);
    expect(finished).toEqual(['main', 'reader']);
    // Stopped by its own guard: the reader was not replaced and serves the next read.
    expect(db.readerThreads).toEqual({ running: 2, replaced: 0 });
    expect(await db.scan(names)).toEqual([]);
  });

  it("runs a read's statements on one snapshot", async () => {
    await db.write((trx) => sql`INSERT INTO items VALUES ('first')`.execute(trx));
    const seen = await db.scan(async (trx) => {
      const before = await names(trx);
      await db.write((other) => sql`INSERT INTO items VALUES ('later')`.execute(other));
      return [before, await names(trx)];
    });
    expect(seen).toEqual([['first'], ['first']]);
    expect(await db.scan(names)).toEqual(['first', 'later']);
  });

  it('never lets one account hold every reader', async () => {
    const finished: string[] = [];
    const slow = (accountId: number, label: string) =>
      db
        .scan((trx) => ENDLESS_GUARDED.execute(trx), { accountId, deadline: Date.now() + 400 })
        .catch(() => finished.push(label));
    const first = slow(1, 'account 1, first');
    const second = slow(1, 'account 1, second');
    // Account 1 holds one reader and waits for it; the other reader is there for account 2.
    await db.scan(names, { accountId: 2 });
    finished.push('account 2');
    await Promise.all([first, second]);
    expect(finished[0]).toBe('account 2');
    expect(finished.slice(1).sort()).toEqual(['account 1, first', 'account 1, second']);
  });

  it('answers over budget when a reader overruns its deadline, and replaces that reader', async () => {
    await db.write((trx) => sql`INSERT INTO items VALUES ('kept')`.execute(trx));
    // Both workers started (a statement still queued at its deadline is refused by the worker itself).
    await Promise.all([1, 2].map((accountId) => db.scan(names, { accountId })));
    await expect(
      db.scan((trx) => LONG_UNGUARDED.execute(trx), { deadline: Date.now() + 50 }),
    ).rejects.toBeInstanceOf(OverBudgetError);
    // Answered at its deadline; the worker, still counting, is replaced after a grace.
    await vi.waitFor(() => expect(db.readerThreads).toEqual({ running: 2, replaced: 1 }), {
      timeout: 5000,
    });
    // Both readers (the fresh one among them) answer.
    const reads = [1, 2, 3].map((accountId) => db.scan(names, { accountId }));
    expect(await Promise.all(reads)).toEqual([['kept'], ['kept'], ['kept']]);
  });

  it('refuses a read past its deadline while it waits for a reader', async () => {
    // Two accounts hold both readers (one account alone may hold only one).
    const busy = [1, 2].map((accountId) =>
      expect(
        db.scan((trx) => ENDLESS_GUARDED.execute(trx), { accountId, deadline: Date.now() + 300 }),
      ).rejects.toBeInstanceOf(OverBudgetError),
    );
    await expect(
      db.scan(names, { accountId: 3, deadline: Date.now() + 30 }),
    ).rejects.toBeInstanceOf(OverBudgetError);
    await Promise.all(busy);
    expect(db.readerThreads.replaced).toBe(0);
  });

  it('ends its reader threads on close', async () => {
    expect(await db.scan(names)).toEqual([]);
    expect(db.readerThreads.running).toBe(2);
    await db.close();
    expect(db.readerThreads.running).toBe(0);
    await expect(db.scan(names)).rejects.toThrow(/closed/);
  });
});

describe('SQLite readers where none can share the database', () => {
  it('reads an in-memory database on its one connection', async () => {
    const db = new SqliteStoreDb(':memory:', { readers: 2 });
    try {
      await db.write((trx) => sql`CREATE TABLE items (name TEXT NOT NULL)`.execute(trx));
      await db.write((trx) => sql`INSERT INTO items VALUES ('one')`.execute(trx));
      const rows = await db.scan((trx) => sql`SELECT name FROM items`.execute(trx));
      expect(rows.rows).toEqual([{ name: 'one' }]);
      expect(db.readerThreads.running).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe('SQLITE_READERS', () => {
  it('defaults to 2, takes 0 to 16 and refuses anything else naming the variable', () => {
    expect(sqliteReadersOfEnv({})).toBe(2);
    expect(sqliteReadersOfEnv({ SQLITE_READERS: '0' })).toBe(0);
    expect(sqliteReadersOfEnv({ SQLITE_READERS: ' 16 ' })).toBe(16);
    for (const bad of ['17', '-1', '1.5', 'two', '0x2'])
      expect(() => sqliteReadersOfEnv({ SQLITE_READERS: bad })).toThrow(ConfigError);
    expect(() => sqliteReadersOfEnv({ SQLITE_READERS: 'x' })).toThrow(/SQLITE_READERS/);
  });
});
