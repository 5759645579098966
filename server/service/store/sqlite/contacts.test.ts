import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactValidationError } from '../contactStore';
import type { Scope } from '../scope';
import { SQLITE_MIGRATIONS } from './migrations';
import { createSqliteStore } from '../openSqliteStore';

describe('SQLite contact store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'contacts-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function openWithAccount(file: string) {
    const store = await createSqliteStore(file);
    const accountId = await store.accounts.createAccount('A');
    return { store, scope: { accountId, userId: 0 } satisfies Scope };
  }

  it('indexes contacts and e-mails that existed before the search migration', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new BetterSqlite3(file);
    old.exec(SQLITE_MIGRATIONS[0]!);
    old.pragma('user_version = 1');
    old.prepare(`INSERT INTO accounts (id, name, created_at) VALUES (1, 'A', 0)`).run();
    old.prepare(`INSERT INTO contacts (id, account_id, kind, name, created_at, updated_at) VALUES (10, 1, 'company', 'Legacy Widgets', 0, 0)`).run();
    old.prepare(`INSERT INTO contacts (id, account_id, kind, first_name, last_name, created_at, updated_at) VALUES (11, 1, 'person', 'Old', 'Timer', 0, 0)`).run();
    old.prepare(`INSERT INTO locations (account_id, contact_id, label, email) VALUES (1, 10, 'work', 'hello@legacy.example')`).run();
    old.close();

    const store = await createSqliteStore(file);
    const scope = { accountId: 1, userId: 0 };
    const page = { offset: 0, limit: 10 };
    expect((await store.contacts.listCompanies(scope, { name: 'widget' }, page)).map((c) => c.id)).toEqual([10]);
    expect((await store.contacts.listCompanies(scope, { email: 'legacy.ex' }, page)).map((c) => c.id)).toEqual([10]);
    expect((await store.contacts.listPeople(scope, { name: 'old tim' }, page)).map((p) => p.id)).toEqual([11]);
    await store.close();
  });

  it('keeps the search indexes in step with deletes, including cascaded locations', async () => {
    const { store, scope } = await openWithAccount(join(dir, 'sync.sqlite'));
    const id = await store.contacts.createCompany(scope, { name: 'Ephemeral Corp' });
    await store.contacts.saveLocation(scope, 'company', id, { label: 'work', email: 'gone@ephemeral.example' });
    await store.contacts.deleteCompany(scope, id);
    // A new record must not inherit matches of the deleted one through a stale index row.
    const survivor = await store.contacts.createCompany(scope, { name: 'Survivor' });
    const page = { offset: 0, limit: 10 };
    expect(await store.contacts.listCompanies(scope, { name: 'ephemeral' }, page)).toEqual([]);
    expect(await store.contacts.listCompanies(scope, { email: 'ephemeral' }, page)).toEqual([]);
    expect((await store.contacts.listCompanies(scope, { name: 'survivor' }, page)).map((c) => c.id)).toEqual([survivor]);
    await store.close();
    // The rows themselves are gone from both indexes (the locations went by cascade).
    const raw = new BetterSqlite3(join(dir, 'sync.sqlite'));
    expect(raw.prepare('SELECT rowid FROM contact_name_search').pluck().all()).toEqual([survivor]);
    expect(raw.prepare('SELECT count(*) FROM location_email_search').pluck().get()).toBe(0);
    raw.close();
  });

  it('two connections creating the same label leave one location, updated by the later create', async () => {
    const file = join(dir, 'race.sqlite');
    const first = await openWithAccount(file);
    const second = await createSqliteStore(file);
    const id = await first.store.contacts.createCompany(first.scope, { name: 'Raced' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first.store : second).contacts.saveLocation(first.scope, 'company', id, { label: 'hq', city: `City ${i}` })),
    );
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    const locations = await second.contacts.listLocations(first.scope, 'company', id);
    expect(locations).toHaveLength(1);
    expect(locations![0]!.city).toBe('City 19');
    await second.close();
    await first.store.close();
  });

  it('refuses blank names and labels even when a caller skips the route checks', async () => {
    const { store, scope } = await openWithAccount(':memory:');
    await expect(store.contacts.createCompany(scope, { name: '' })).rejects.toBeInstanceOf(ContactValidationError);
    await expect(store.contacts.createPerson(scope, { title: 'x' })).rejects.toBeInstanceOf(ContactValidationError);
    const id = await store.contacts.createCompany(scope, { name: 'Ok' });
    await expect(store.contacts.saveLocation(scope, 'company', id, { city: 'x' })).rejects.toBeInstanceOf(ContactValidationError);
    expect(await store.contacts.listLocations(scope, 'company', id)).toEqual([]);
    await store.close();
  });
});
