import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testBackend, type TestStore } from '../../testing/testStore';
import { LEGACY_SQLITE_MIGRATIONS } from '../migrations/testing/legacySqliteMigrations';
import { createSqliteStore } from '../openStore';
import type { Scope } from '../scope';
import { writtenValue } from '../testing/writtenValue';

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
    const id = writtenValue(await contacts.createCompany(scope, { name: 'Ephemeral Corp' }));
    await contacts.saveLocation(scope, 'company', id, {
      label: 'work',
      email: 'gone@ephemeral.example',
    });
    expect(await contacts.deleteCompany(scope, id)).toEqual({ status: 'ok', value: undefined });
    // A new record must not inherit matches of the deleted one through a stale index row.
    const survivor = writtenValue(await contacts.createCompany(scope, { name: 'Survivor' }));
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
    const id = writtenValue(await t.store.contacts.createCompany(scope, { name: 'Raced' }));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.store.contacts.saveLocation(scope, 'company', id, { label: 'hq', city: `City ${i}` }),
      ),
    );
    expect(results.filter((r) => writtenValue(r).created)).toHaveLength(1);
    const locations = await t.store.contacts.listLocations(scope, 'company', id);
    expect(locations).toHaveLength(1);
    expect((await t.store.contacts.getCompany(scope, id))!.version).toBe(1 + 20);
  });

  it('answers invalid, writing nothing, for the rules that need the stored records', async () => {
    const { contacts } = t.store;
    const nameless = "First name and last name can't both be blank";
    expect(await contacts.createPerson(scope, { title: 'x' })).toEqual({
      status: 'invalid',
      problems: [{ field: 'first_name', message: nameless }],
    });
    const id = writtenValue(await contacts.createPerson(scope, { firstName: 'Ann' }));
    // Blanking the one name a person has left needs the stored names to see.
    expect(await contacts.updatePerson(scope, id, { firstName: '' })).toEqual({
      status: 'invalid',
      problems: [{ field: 'first_name', message: nameless }],
    });
    expect(await contacts.updatePerson(scope, id, { companyId: 999_999 })).toEqual({
      status: 'invalid',
      problems: [
        { field: 'company_id', message: 'Company 999999 is not a company of this account' },
      ],
    });
    expect(await contacts.getPerson(scope, id)).toMatchObject({ firstName: 'Ann', version: 1 });
    writtenValue(await contacts.saveLocation(scope, 'person', id, { label: 'home' }));
    writtenValue(await contacts.saveLocation(scope, 'person', id, { label: 'work' }));
    expect(await contacts.updateLocation(scope, 'person', id, 'work', { label: 'home' })).toEqual({
      status: 'invalid',
      problems: [
        {
          field: 'label',
          message: 'Label "home" is already used by another location of this record',
        },
      ],
    });
    expect((await contacts.listLocations(scope, 'person', id))!.map((l) => l.label)).toEqual([
      'home',
      'work',
    ]);
    expect(await contacts.updatePerson(scope, id + 1_000, { firstName: 'x' })).toEqual({
      status: 'not_found',
    });
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
    const created = await t.store.contacts.createCompany(scope, {
      name: onSqlite ? 'NulCo' : 'Nul\u0000Co',
      notes: onSqlite ? 'ab' : 'a\u0000b',
    });
    const id = writtenValue(created);
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
