import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { hashToken } from '../../auth/token';
import type { Scope } from '../scope';
import type { Store } from '../store';
import { MIGRATED_TABLES } from '../../admin/commands/migrateTables';
import { createSqliteStore } from '../openStore';
import { PostgresStoreDb } from '../dialect/postgres';
import { MIGRATIONS } from '../migrations/index';
import { createPostgresStore } from '../openPostgresStore';
import { describePostgres } from '../testing/describePostgres';
import { acquireTestSchema, type TestSchema } from '../testing/testSchema';
import { writtenValue } from '../testing/writtenValue';

const page = { offset: 0, limit: 50 };

/**
 * What a store answers to the same writes, for comparing the two backends: case-insensitive tag
 * and e-mail rules (ASCII letters only, as SQLite's NOCASE), orders, search and timestamps' form.
 */
async function caseRules(store: Store): Promise<unknown> {
  const accountId = await store.accounts.createAccount('Rules');
  const userId = writtenValue(
    await store.accounts.createUser(
      accountId,
      { name: 'Ann', email: 'Ann@Example.com' },
      hashToken(`rules-${Math.random()}`),
    ),
  );
  const scope: Scope = { accountId, userId };
  const acme = writtenValue(await store.contacts.createCompany(scope, { name: 'ACME Widgets' }));
  const other = writtenValue(await store.contacts.createCompany(scope, { name: 'Ünïcode Straße' }));
  await store.contacts.createPerson(scope, {
    firstName: 'Zoë',
    lastName: 'Ölund',
    company: 'acme widgets',
  });
  await store.contacts.saveLocation(scope, 'company', acme, {
    label: 'Work',
    email: 'Sales@ACME.example',
    state: 'RI',
  });
  await store.contacts.saveLocation(scope, 'company', acme, {
    label: 'work',
    email: 'two@acme.example',
  });
  await store.tags.addTags(scope, 'company', acme, [
    'vip',
    'VIP',
    'Éclair',
    'éclair',
    'zeta',
    'Alpha',
    '_under',
    '100%',
  ]);
  await store.tags.addTags(scope, 'company', other, ['Vip']);
  const { status: duplicate } = await store.accounts.createUser(
    accountId,
    { name: 'Dup', email: 'ann@example.COM' },
    hashToken(`dup-${Math.random()}`),
  );
  const names = async (search: Parameters<Store['contacts']['listCompanies']>[1]) =>
    (await store.contacts.listCompanies(scope, search, page)).map((c) => c.name);
  return {
    tags: (await store.tags.listTags(scope)).map((t) => t.name),
    vip: (await store.tags.getTag(scope, 'vIp'))?.name,
    eclairUpper: (await store.tags.getTag(scope, 'ÉCLAIR'))?.name ?? null,
    duplicate,
    byEmail: (await store.accounts.findUserByEmail(accountId, ' ANN@example.com '))?.name,
    companies: (await store.contacts.listCompanies(scope, {}, page)).map((c) => c.name),
    people: (await store.contacts.listPeople(scope, {}, page)).map((p) => [p.firstName, p.company]),
    searchName: await names({ name: 'widg' }),
    searchShort: await names({ name: 'ac' }),
    searchWildcard: await names({ name: '%' }),
    searchUnicode: await names({ name: 'ÜNÏCODE' }),
    searchEmail: await names({ email: 'SALES@acme' }),
    searchTag: await names({ tag: 'VIP' }),
    searchState: await names({ state: 'ri' }),
    personByName: (await store.contacts.listPeople(scope, { name: 'zoë öl' }, page)).map(
      (p) => p.lastName,
    ),
    locations: (await store.contacts.listLocations(scope, 'company', acme))!.map((l) => [
      l.label,
      l.email,
    ]),
    recordTags: ((await store.tags.recordTagsOf(scope, 'company', [acme])).get(acme) ?? []).map(
      (t) => t.name,
    ),
    timestamps: (await store.contacts.getCompany(scope, acme))!.createdAt.replace(/\d/g, '0'),
  };
}

describePostgres('PostgreSQL store', (url) => {
  let schema: TestSchema;
  let store: Store;
  let scope: Scope;

  beforeEach(async () => {
    schema = await acquireTestSchema(url);
    store = await createPostgresStore(schema.url, { maxConnections: 6 });
    const accountId = await store.accounts.createAccount('A');
    scope = {
      accountId,
      userId: writtenValue(
        await store.accounts.createUser(
          accountId,
          { name: 'Admin', email: 'admin@example.com' },
          hashToken(`t-${Math.random()}`),
        ),
      ),
    };
  });
  afterEach(async () => {
    await store.close();
    await schema.release();
  });

  it('answers exactly like the SQLite store on case, order and search rules', async () => {
    const sqlite = await createSqliteStore(':memory:');
    try {
      const expected = await caseRules(sqlite);
      expect(await caseRules(store)).toEqual(expected);
      // And the rules are the intended ones, not merely equal.
      expect(expected).toMatchObject({
        vip: 'vip',
        duplicate: 'duplicate',
        byEmail: 'Ann',
        searchShort: ['ACME Widgets'],
        searchWildcard: [],
        searchTag: ['ACME Widgets', 'Ünïcode Straße'],
      });
    } finally {
      await sqlite.close();
    }
  });

  it('migrates once when several processes open an empty schema at the same moment', async () => {
    const fresh = await acquireTestSchema(url);
    try {
      const stores = await Promise.all(
        Array.from({ length: 4 }, () => createPostgresStore(fresh.url, { maxConnections: 2 })),
      );
      await Promise.all(stores.map((s) => s.close()));
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const { rows } = await client.query<{ name: string }>(
        'SELECT name FROM kysely_migration ORDER BY name',
      );
      await client.end();
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      await fresh.drop();
    }
  });

  it('has the tables and columns of the SQLite schema (a SQLite migration needs its PostgreSQL counterpart)', async () => {
    // MIGRATED_TABLES lists exactly the SQLite schema (migrateTables.test.ts checks that).
    const expected = Object.fromEntries(
      MIGRATED_TABLES.map((t) => [t.name, [...t.columns].sort()]),
    );
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string; column_name: string }>(
        "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely\\_migration%' AND column_name NOT IN ('search_name', 'search_title')",
      );
      const actual: Record<string, string[]> = {};
      for (const row of rows) (actual[row.table_name] ??= []).push(row.column_name);
      for (const columns of Object.values(actual)) columns.sort();
      expect(actual).toEqual(expected);
    } finally {
      await client.end();
    }
  });

  it('reruns a transaction that PostgreSQL aborted as a deadlock victim', async () => {
    const db = new PostgresStoreDb({ connectionString: schema.url, maxConnections: 4 });
    try {
      const [x, y] = [
        writtenValue(await store.contacts.createCompany(scope, { name: 'X' })),
        writtenValue(await store.contacts.createCompany(scope, { name: 'Y' })),
      ];
      let attempts = 0;
      let bothLocked: () => void = () => undefined;
      const rendezvous = new Promise<void>((resolve) => (bothLocked = resolve));
      let locked = 0;
      const lockBoth = (first: number, second: number) =>
        db.write(async (trx) => {
          attempts++;
          await sql`SELECT id FROM contacts WHERE id = ${first} FOR UPDATE`.execute(trx);
          if (++locked === 2) bothLocked();
          await rendezvous;
          await sql`SELECT id FROM contacts WHERE id = ${second} FOR UPDATE`.execute(trx);
          await sql`UPDATE contacts SET notes = notes || ${`${first}>${second};`} WHERE id = ${second}`.execute(
            trx,
          );
        });
      await Promise.all([lockBoth(x, y), lockBoth(y, x)]);
      expect(attempts).toBe(3);
      const notes = [
        (await store.contacts.getCompany(scope, x))!.notes,
        (await store.contacts.getCompany(scope, y))!.notes,
      ];
      expect(notes.sort()).toEqual([`${x}>${y};`, `${y}>${x};`].sort());
    } finally {
      await db.close();
    }
  });
});
