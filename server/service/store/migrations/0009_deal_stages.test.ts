import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../testing/testStore';
import type { StoreDb } from '../dialect/database';
import { PostgresStoreDb } from '../dialect/postgres';
import { SqliteStoreDb } from '../dialect/sqlite';
import { acquireTestSchema, testDatabaseUrl } from '../testing/testSchema';
import { MIGRATIONS } from './index';
import { migrateStore } from './migrateStore';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database on the selected backend (TEST_STORE): a SQLite file or a PostgreSQL schema. */
async function openEmpty(): Promise<StoreDb> {
  let db: StoreDb;
  if (testBackend() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'crm-0009-'));
    cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
    db = new SqliteStoreDb(join(dir, 'crm.sqlite'));
  } else {
    const schema = await acquireTestSchema(testDatabaseUrl()!);
    cleanups.push(() => schema.drop());
    db = new PostgresStoreDb({ connectionString: schema.url, maxConnections: 2 });
  }
  cleanups.push(() => db.close());
  return db;
}

describe('migration 0009_deal_stages', () => {
  it('gives the classic statuses their kinds, any other status open, none retired', async () => {
    const db = await openEmpty();
    const before = MIGRATIONS.findIndex((m) => m.name === '0009_deal_stages');
    await migrateStore(db, MIGRATIONS.slice(0, before));
    const { id } = await db.kysely
      .insertInto('accounts')
      .values({ name: 'Old', utc_offset_minutes: 0, created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The table as 0008 left it: names and positions only.
    await db.kysely
      .insertInto('deal_statuses' as never)
      .values(
        ['FAILURE', 'lost', 'Pending', 'Won', '25%'].map((name, position) => ({
          account_id: id,
          position,
          name,
        })),
      )
      .execute();

    await migrateStore(db);

    const rows = await db.kysely
      .selectFrom('deal_statuses')
      .select(['name', 'kind', 'retired'])
      .orderBy('position')
      .execute();
    expect(rows.map((r) => [r.name, r.kind, Number(r.retired)])).toEqual([
      ['FAILURE', 'lost', 0],
      ['lost', 'lost', 0],
      ['Pending', 'open', 0],
      ['Won', 'won', 0],
      ['25%', 'open', 0],
    ]);
    await expect(
      db.kysely
        .updateTable('deal_statuses')
        .set({ kind: 'closed' as never })
        .execute(),
    ).rejects.toThrow();
  });
});
