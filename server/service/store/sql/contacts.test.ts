import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testBackend, type TestStore } from '../../testing/testStore';
import { ContactValidationError } from '../contactStore';
import { LEGACY_SQLITE_MIGRATIONS } from '../migrations/testing/legacySqliteMigrations';
import { createSqliteStore } from '../openStore';
import type { Scope } from '../scope';

const page = { offset: 0, limit: 10 };
const onSqlite = testBackend() === 'sqlite';

describe('sqlContactStore', () => {
  let t: TestStore;
  let scope: Scope;
  beforeEach(async () => {
    t = await createTestStore({ direct: true });
    scope = { accountId: await t.store.accounts.createAccount('A'), userId: 0 };
  });
  afterEach(() => t.close());

  it('keeps the search in step with deletes, including cascaded locations', async () => {
    const { contacts } = t.store;
    const id = await contacts.createCompany(scope, { name: 'Ephemeral Corp' });
    await contacts.saveLocation(scope, 'company', id, {
      label: 'work',
      email: 'gone@ephemeral.example',
    });
    await contacts.deleteCompany(scope, id);
    // A new record must not inherit matches of the deleted one through a stale index row.
    const survivor = await contacts.createCompany(scope, { name: 'Survivor' });
    expect(await contacts.listCompanies(scope, { name: 'ephemeral' }, page)).toEqual([]);
    expect(await contacts.listCompanies(scope, { email: 'ephemeral' }, page)).toEqual([]);
    expect(
      (await contacts.listCompanies(scope, { name: 'survivor' }, page)).map((c) => c.id),
    ).toEqual([survivor]);
    if (!onSqlite) return;
    // SQLite: the rows themselves are gone from both FTS5 tables (the locations went by cascade).
    const db = t.db!;
    expect(
      (await sql<{ rowid: number }>`SELECT rowid FROM contact_name_search`.execute(db)).rows.map(
        (r) => r.rowid,
      ),
    ).toEqual([survivor]);
    expect(
      (await sql<{ n: number }>`SELECT count(*) AS n FROM location_email_search`.execute(db))
        .rows[0]!.n,
    ).toBe(0);
  });

  it('concurrent creates of one label leave one location, updated by the later creates', async () => {
    const id = await t.store.contacts.createCompany(scope, { name: 'Raced' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.store.contacts.saveLocation(scope, 'company', id, { label: 'hq', city: `City ${i}` }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
    const locations = await t.store.contacts.listLocations(scope, 'company', id);
    expect(locations).toHaveLength(1);
    expect((await t.store.contacts.getCompany(scope, id))!.version).toBe(1 + 20);
  });

  it('refuses blank names and labels even when a caller skips the route checks', async () => {
    const { contacts } = t.store;
    await expect(contacts.createCompany(scope, { name: '' })).rejects.toBeInstanceOf(
      ContactValidationError,
    );
    await expect(contacts.createPerson(scope, { title: 'x' })).rejects.toBeInstanceOf(
      ContactValidationError,
    );
    const id = await contacts.createCompany(scope, { name: 'Ok' });
    await expect(contacts.saveLocation(scope, 'company', id, { city: 'x' })).rejects.toBeInstanceOf(
      ContactValidationError,
    );
    expect(await contacts.listLocations(scope, 'company', id)).toEqual([]);
  });

  it('creates one employer for people naming the same new company at once', async () => {
    const { contacts } = t.store;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        contacts.createPerson(scope, {
          firstName: `P${i}`,
          lastName: 'X',
          company: i % 2 === 0 ? 'Newco' : 'NEWCO',
        }),
      ),
    );
    const companies = await contacts.listCompanies(scope, {}, page);
    expect(companies).toHaveLength(1);
    expect(['Newco', 'NEWCO']).toContain(companies[0]!.name);
    expect(new Set((await contacts.listPeople(scope, {}, page)).map((p) => p.companyId))).toEqual(
      new Set([companies[0]!.id]),
    );
  });

  it('reads ids beyond 32 bits as numbers', async () => {
    const now = Date.now();
    await t
      .db!.insertInto('contacts')
      .values({
        id: 5_000_000_000,
        account_id: scope.accountId,
        kind: 'company',
        name: 'Big',
        first_name: '',
        last_name: '',
        title: '',
        notes: '',
        small_image: null,
        large_image: null,
        company_id: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    expect(await t.store.contacts.getCompany(scope, 5_000_000_000)).toMatchObject({
      id: 5_000_000_000,
      name: 'Big',
    });
    expect(await t.store.contacts.contactVersion(scope, 'company', 5_000_000_000)).toBe(1);
  });

  it('drops U+0000 from search terms (and, on PostgreSQL, whose text cannot hold it, from stored text)', async () => {
    const id = await t.store.contacts.createCompany(scope, {
      name: onSqlite ? 'NulCo' : 'Nul\u0000Co',
      notes: onSqlite ? 'ab' : 'a\u0000b',
    });
    expect(await t.store.contacts.getCompany(scope, id)).toMatchObject({
      name: 'NulCo',
      notes: 'ab',
    });
    expect(
      (await t.store.contacts.listCompanies(scope, { name: 'l\u0000C' }, page)).map((c) => c.id),
    ).toEqual([id]);
    expect(
      (await t.store.contacts.listCompanies(scope, { name: 'l\u0000' }, page)).map((c) => c.id),
    ).toEqual([id]);
  });
});

describe.runIf(onSqlite)('sqlContactStore on SQLite files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'contacts-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('indexes contacts and e-mails that existed before the search migration', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new BetterSqlite3(file);
    old.exec(LEGACY_SQLITE_MIGRATIONS[0]!);
    old.pragma('user_version = 1');
    old.prepare(`INSERT INTO accounts (id, name, created_at) VALUES (1, 'A', 0)`).run();
    old
      .prepare(
        `INSERT INTO contacts (id, account_id, kind, name, created_at, updated_at) VALUES (10, 1, 'company', 'Legacy Widgets', 0, 0)`,
      )
      .run();
    old
      .prepare(
        `INSERT INTO contacts (id, account_id, kind, first_name, last_name, created_at, updated_at) VALUES (11, 1, 'person', 'Old', 'Timer', 0, 0)`,
      )
      .run();
    old
      .prepare(
        `INSERT INTO locations (account_id, contact_id, label, email) VALUES (1, 10, 'work', 'hello@legacy.example')`,
      )
      .run();
    old.close();

    const store = await createSqliteStore(file);
    const scope = { accountId: 1, userId: 0 };
    expect(
      (await store.contacts.listCompanies(scope, { name: 'widget' }, page)).map((c) => c.id),
    ).toEqual([10]);
    expect(
      (await store.contacts.listCompanies(scope, { email: 'legacy.ex' }, page)).map((c) => c.id),
    ).toEqual([10]);
    expect(
      (await store.contacts.listPeople(scope, { name: 'old tim' }, page)).map((p) => p.id),
    ).toEqual([11]);
    await store.close();
  });
});
