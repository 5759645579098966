import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OverBudgetError } from '../../requestBudget';
import { SqliteStoreDb } from '../sqlite';

/** The SQLite store's own stops at a request's deadline (better-sqlite3 has no interrupt). */
describe('SQLite request budget', () => {
  let db: SqliteStoreDb;
  beforeEach(() => {
    db = new SqliteStoreDb(':memory:');
    db.raw.exec('CREATE TABLE items (name TEXT NOT NULL)');
  });
  afterEach(() => db.close());

  const names = () => (db.raw.prepare('SELECT name FROM items').all() as { name: string }[]).length;

  it('stops a statement that would never end once within_budget() sees the deadline', async () => {
    // Without the guard this counts forever: the test ends only because the statement is stopped.
    const endless = sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n WHERE within_budget()`;
    await expect(
      db.read((trx) => endless.execute(trx), { deadline: Date.now() + 20 }),
    ).rejects.toBeInstanceOf(OverBudgetError);
    // The connection serves the next request as usual, with no deadline of its own.
    expect((await sql<{ n: number }>`SELECT 1 AS n`.execute(db.kysely)).rows).toEqual([{ n: 1 }]);
  });

  it('rolls a write back whole when its deadline passes between two statements', async () => {
    const write = db.write(
      async (trx) => {
        await sql`INSERT INTO items (name) VALUES ('first')`.execute(trx);
        await sleep(30);
        await sql`INSERT INTO items (name) VALUES ('second')`.execute(trx);
      },
      { deadline: Date.now() + 5 },
    );
    await expect(write).rejects.toBeInstanceOf(OverBudgetError);
    expect(names()).toBe(0);
    // A write without a budget, or within it, goes through.
    await db.write((trx) => sql`INSERT INTO items (name) VALUES ('later')`.execute(trx), {
      deadline: Date.now() + 60_000,
    });
    expect(names()).toBe(1);
  });

  it('contains_folded matches the whole term, letters folded', () => {
    const contains = (text: string, term: string) =>
      (db.raw.prepare('SELECT contains_folded(?, ?) AS hit').get(text, term) as { hit: number })
        .hit;
    expect(contains('ÜBER Straße', 'über')).toBe(1);
    expect(contains('abc-def', 'abcdef')).toBe(0);
    expect(contains('xxABCDEFxx', 'abcdef')).toBe(1);
  });
});
