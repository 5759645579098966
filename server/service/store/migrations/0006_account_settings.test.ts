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
    const dir = mkdtempSync(join(tmpdir(), 'crm-0006-'));
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

describe('migration 0006_account_settings', () => {
  it("makes every existing account's first user its administrator, the others members, all active", async () => {
    const db = await openEmpty();
    const before = MIGRATIONS.findIndex((m) => m.name === '0006_account_settings');
    await migrateStore(db, MIGRATIONS.slice(0, before));
    const account = async (name: string) =>
      (
        await db.kysely
          .insertInto('accounts')
          .values({ name, utc_offset_minutes: 0, created_at: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [first, second] = [await account('First'), await account('Second')];
    let n = 0;
    const user = (accountId: number, name: string) =>
      db.kysely
        // The table as 0005 left it: no role, no active.
        .insertInto('users' as never)
        .values({
          account_id: accountId,
          name,
          email: `${name}@example.com`,
          token_hash: Buffer.from(`hash-${++n}`),
          created_at: 1,
        })
        .execute();
    await user(first, 'ann');
    await user(second, 'carl');
    await user(first, 'bob');
    await user(second, 'dora');

    await migrateStore(db);

    const users = await db.kysely
      .selectFrom('users')
      .select(['name', 'role', 'active'])
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.name, u.role, Number(u.active)])).toEqual([
      ['ann', 'administrator', 1],
      ['carl', 'administrator', 1],
      ['bob', 'member', 1],
      ['dora', 'member', 1],
    ]);
    await expect(
      db.kysely
        .updateTable('users')
        .set({ role: 'owner' as never })
        .execute(),
    ).rejects.toThrow();
  });
});
