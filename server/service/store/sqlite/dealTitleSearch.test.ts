import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDb } from './database';
import { dealSearchPage } from './dealSearch';
import { SQLITE_MIGRATIONS } from './migrations';
import { createSqliteStore } from '../openSqliteStore';

/** The trigram index behind the deal title search (migration 4): what the API tests cannot see. */
describe('SQLite deal title index', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deal-title-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = { offset: 0, limit: 10 };

  it('walks the index in id order and stops after the page, however many deals match', () => {
    const db = new SqliteDb(':memory:');
    try {
      const planOf = (title: string): string => {
        const { sql, parameters } = dealSearchPage(db.qb, { accountId: 1, userId: 0 }, { title, status: 'won' }, { offset: 0, limit: 500 }).compile();
        return (db.raw.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(parameters as unknown[])) as { detail: string }[]).map((p) => p.detail).join('\n');
      };
      // A temporary B-tree would mean collecting and sorting every match first: for a word
      // every title holds, the whole account.
      expect(planOf('renewal')).toMatch(/^SCAN deal_title_search VIRTUAL TABLE/);
      expect(planOf('renewal')).not.toContain('TEMP B-TREE');
      expect(planOf('re')).not.toContain('deal_title_search');
      expect(planOf('re')).not.toContain('TEMP B-TREE');
    } finally {
      db.close();
    }
  });

  it('indexes the deals that existed before the migration', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new BetterSqlite3(file);
    for (const migration of SQLITE_MIGRATIONS.slice(0, 3)) old.exec(migration);
    old.pragma('user_version = 3');
    old.prepare(`INSERT INTO accounts (id, name, created_at) VALUES (1, 'A', 0)`).run();
    old.prepare(`INSERT INTO deals (id, account_id, title, status, created_at, updated_at) VALUES (7, 1, 'Legacy renewal', 'pending', 0, 0)`).run();
    old.close();

    const store = await createSqliteStore(file);
    try {
      expect((await store.deals.searchDeals({ accountId: 1, userId: 0 }, { title: 'CY REN' }, page)).map((d) => d.id)).toEqual([7]);
    } finally {
      await store.close();
    }
  });

  it('keeps one index row per deal, with its current title, through renames and deletes', async () => {
    const file = join(dir, 'sync.sqlite');
    const store = await createSqliteStore(file);
    const accountId = await store.accounts.createAccount('A');
    const scope = { accountId, userId: 0 };
    const deal = { description: '', status: 'pending', amount: '0', dealWithId: null, assignedToId: null, attachedCommunicationIds: [], attachedContactIds: [], todoIds: [] };
    const created = async (title: string): Promise<number> => {
      const result = await store.deals.createDeal(scope, { ...deal, title });
      if (result.status !== 'ok') throw new Error(result.status);
      return result.id;
    };
    const kept = await created('First title');
    const gone = await created('Short-lived');
    await store.deals.updateDeal(scope, kept, { title: 'Second title' });
    await store.deals.deleteDeal(scope, gone);
    await store.close();

    const raw = new BetterSqlite3(file);
    try {
      expect(raw.prepare('SELECT rowid FROM deal_title_search').pluck().all()).toEqual([kept]);
      expect(raw.prepare(`SELECT rowid FROM deal_title_search WHERE deal_title_search MATCH '"second"'`).pluck().all()).toEqual([kept]);
      expect(raw.prepare(`SELECT rowid FROM deal_title_search WHERE deal_title_search MATCH '"first"'`).pluck().all()).toEqual([]);
    } finally {
      raw.close();
    }
  });
});
