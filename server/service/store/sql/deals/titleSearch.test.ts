import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqliteStoreDb } from '../../dialect/sqlite';
import { testBackend } from '../../../testing/testStore';
import { areaTestStore, BLANK_DEAL, type AreaTestStore } from '../testing/areaTestStore';
import { dealSearchPage } from './dealRecords';
import { writtenValue } from '../../testing/writtenValue';

/** The SQLite trigram index behind the deal title search (migration 4): what the API tests cannot see. */
describe.skipIf(testBackend() !== 'sqlite')('SQLite deal title index', () => {
  let t: AreaTestStore;
  beforeEach(async () => {
    t = await areaTestStore();
  });
  afterEach(() => t.close());

  it('walks the index in id order and stops after the page, however many deals match', async () => {
    const db = t.store.db as SqliteStoreDb;
    const planOf = async (title: string): Promise<string> => {
      const { sql: text, parameters } = (
        await dealSearchPage(
          db,
          db.kysely,
          t.scope,
          { title, status: 'won' },
          { offset: 0, limit: 500 },
        )
      ).compile();
      return (
        db.raw.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...(parameters as unknown[])) as {
          detail: string;
        }[]
      )
        .map((p) => p.detail)
        .join('\n');
    };
    // A temporary B-tree would mean collecting and sorting every match first: for a word
    // every title holds, the whole account.
    expect(await planOf('renewal')).toMatch(/^SCAN deal_title_search VIRTUAL TABLE/);
    expect(await planOf('renewal')).not.toContain('TEMP B-TREE');
    expect(await planOf('re')).not.toContain('deal_title_search');
    expect(await planOf('re')).not.toContain('TEMP B-TREE');
  });

  it('keeps one index row per deal, with its current title, through renames and deletes', async () => {
    const { deals, db } = t.store;
    const created = async (title: string): Promise<number> => {
      const result = await deals.createDeal(t.scope, { ...BLANK_DEAL, title });
      return writtenValue(result).id;
    };
    const kept = await created('First title');
    const gone = await created('Short-lived');
    await deals.updateDeal(t.scope, kept, { title: 'Second title' });
    await deals.deleteDeal(t.scope, gone);
    const rowids = async (match?: string): Promise<number[]> => {
      const where = match === undefined ? sql`` : sql`WHERE deal_title_search MATCH ${match}`;
      return (
        await sql<{ rowid: number }>`SELECT rowid FROM deal_title_search ${where}`.execute(
          db.kysely,
        )
      ).rows.map((r) => r.rowid);
    };
    expect(await rowids()).toEqual([kept]);
    expect(await rowids('"second"')).toEqual([kept]);
    expect(await rowids('"first"')).toEqual([]);
  });
});
