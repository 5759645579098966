import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../http/logger';
import { createServiceApp } from '../../app';
import { hashToken } from '../../auth/token';
import { loadDemoData } from '../../seed/loadDemoData';
import { createPostgresStore } from '../../store/openPostgresStore';
import { describePostgres } from '../../store/testing/describePostgres';
import { call } from '../../store/testing/httpClient';
import { acquireTestSchema, type TestSchema } from '../../store/testing/testSchema';
import type { Scope } from '../../store/scope';
import type { Store } from '../../store/store';
import { AdminError } from '../adminCommand';
import { adminTestContext, type AdminTestContext } from '../../testing/adminCommands';
import { migrateCommand } from './migrate';
import { writtenValue } from '../../store/testing/writtenValue';

const TOKEN = 'migration-test-token-8e2a6c4f1d9b3e7a';

/** The service over `store` on 127.0.0.1 (port 0); resolves with its base URL and a closer. */
async function serve(store: Store): Promise<{ url: string; close(): Promise<void> }> {
  const app = createServiceApp({ store, log: silentLogger });
  const server: Server = createServer((req, res) => app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every document a client can read about the account's data, by path. */
async function documentPaths(store: Store, scope: Scope): Promise<string[]> {
  const all = { offset: 0, limit: 500 };
  const companies = await store.contacts.listCompanies(scope, {}, all);
  const people = await store.contacts.listPeople(scope, {}, all);
  const deals = await store.deals.searchDeals(scope, {}, all);
  const todos = await store.todos.searchTodos(scope, {}, 500);
  const communications = await store.communications.searchCommunications(scope, {}, all);
  const comments = [
    ...(
      await store.comments.commentsOf(
        scope,
        'company',
        companies.map((c) => c.id),
      )
    ).values(),
  ].flat();
  return [
    '/service/users.xml',
    '/service/tags.xml',
    '/service/super_tags.xml',
    '/service/deals/statuses.xml',
    '/service/companies.xml?limit=500',
    '/service/people.xml?limit=500',
    '/service/deals.xml?limit=500',
    '/service/communications.xml?limit=500',
    '/service/todos.xml',
    ...companies.flatMap((c) => [
      `/service/companies/${c.id}.xml`,
      `/service/companies/${c.id}/locations.xml`,
      `/service/companies/${c.id}/affiliations.xml`,
      `/service/companies/${c.id}/super_tags.xml`,
    ]),
    ...people.flatMap((p) => [
      `/service/people/${p.id}.xml`,
      `/service/people/${p.id}/communications.xml`,
      `/service/people/${p.id}/super_tags.xml`,
    ]),
    ...deals.flatMap((d) => [`/service/deals/${d.id}.xml`, `/service/deals/${d.id}/people.xml`]),
    ...todos.map((t) => `/service/todos/${t.id}.xml`),
    ...communications.flatMap((c) => [
      `/service/communications/${c.id}.xml`,
      `/service/communications/${c.id}/participants.xml`,
    ]),
    ...comments.map((c) => `/service/comments/${c.id}.xml`),
  ];
}

describePostgres('admin migrate (SQLite → PostgreSQL)', (url) => {
  let ctx: AdminTestContext;
  let schema: TestSchema;
  let scope: Scope;

  beforeEach(async () => {
    ctx = await adminTestContext();
    schema = await acquireTestSchema(url);
    const accountId = await ctx.store.accounts.createAccount('Demo account', 120);
    const userId = writtenValue(
      await ctx.store.accounts.createUser(
        accountId,
        { name: 'Console Admin', email: 'admin@example.com' },
        hashToken(TOKEN),
      ),
    );
    scope = { accountId, userId };
    await loadDemoData(ctx.store, {
      accountId,
      adminUserId: userId,
      now: new Date('2026-03-17T12:00:00Z'),
    });
  });
  afterEach(async () => {
    await ctx.dispose();
    await schema.release();
  });

  it(
    'copies the demo account so that PostgreSQL answers the same documents, ETags and tokens',
    { timeout: 120_000 },
    async () => {
      const printed = await ctx.run(migrateCommand, ['--to', schema.url]);
      expect(printed.join('\n')).toMatch(
        /Copied: \d+ rows inserted, 0 refreshed from SQLite, 0 already there unchanged\./,
      );
      const postgres = await createPostgresStore(schema.url, { maxConnections: 4 });
      const [fromSqlite, fromPostgres] = [await serve(ctx.store), await serve(postgres)];
      try {
        const paths = await documentPaths(ctx.store, scope);
        expect(paths.length).toBeGreaterThan(100);
        for (let i = 0; i < paths.length; i += 8) {
          await Promise.all(
            paths.slice(i, i + 8).map(async (path) => {
              const [expected, actual] = await Promise.all([
                call(fromSqlite.url, TOKEN, 'GET', path),
                call(fromPostgres.url, TOKEN, 'GET', path),
              ]);
              expect(expected.status, path).toBe(200);
              expect({ path, status: actual.status, etag: actual.etag, text: actual.text }).toEqual(
                { path, status: 200, etag: expected.etag, text: expected.text },
              );
            }),
          );
        }
        // New records continue after the copied ids instead of colliding with them.
        const created = await call(fromPostgres.url, TOKEN, 'POST', '/service/companies.xml', {
          body: '<company><name>After the move</name></company>',
        });
        expect(created.status).toBe(201);
        const maxCopied = Math.max(
          ...(await ctx.store.contacts.listPeople(scope, {}, { offset: 0, limit: 500 })).map(
            (p) => p.id,
          ),
          ...(await ctx.store.contacts.listCompanies(scope, {}, { offset: 0, limit: 500 })).map(
            (c) => c.id,
          ),
        );
        expect(Number(/(\d+)\.xml$/.exec(created.location!)![1])).toBeGreaterThan(maxCopied);
      } finally {
        await Promise.all([fromSqlite.close(), fromPostgres.close()]);
        await postgres.close();
      }
    },
  );

  it(
    'can run again: nothing duplicated, then only what changed in SQLite is refreshed',
    { timeout: 120_000 },
    async () => {
      const first = await ctx.run(migrateCommand, [
        '--to',
        schema.url,
        '--account',
        String(scope.accountId),
      ]);
      const counts = (lines: string[]) =>
        lines
          .filter((l) => /^\s+[a-z_]+\s+\d+\s+\d+/.test(l))
          .map((l) => l.trim().split(/\s+/).slice(0, 3).join(' '));
      const second = await ctx.run(migrateCommand, [
        '--to',
        schema.url,
        '--account',
        String(scope.accountId),
      ]);
      expect(counts(second)).toEqual(counts(first));
      for (const line of counts(second)) {
        const [, sqliteRows, postgresRows] = line.split(' ');
        expect(postgresRows).toBe(sqliteRows);
      }
      expect(second.join('\n')).toMatch(
        /Already migrated: all \d+ rows were in PostgreSQL, unchanged; nothing was written\./,
      );

      const [company] = await ctx.store.contacts.listCompanies(scope, {}, { offset: 0, limit: 1 });
      await ctx.store.contacts.updateCompany(scope, company!.id, { name: 'Renamed in SQLite' });
      const third = await ctx.run(migrateCommand, ['--to', schema.url]);
      // The one new row is the rename's entry in the activity log.
      expect(third.join('\n')).toMatch(/Copied: 1 rows inserted, \d+ refreshed from SQLite/);
      const postgres = await createPostgresStore(schema.url, { maxConnections: 2 });
      try {
        expect((await postgres.contacts.getCompany(scope, company!.id))?.name).toBe(
          'Renamed in SQLite',
        );
        expect(await postgres.accounts.authenticate(hashToken(TOKEN))).toMatchObject({
          accountId: scope.accountId,
          email: 'admin@example.com',
        });
      } finally {
        await postgres.close();
      }
    },
  );

  it(
    'refuses, writing nothing, when PostgreSQL already has another account with those ids',
    { timeout: 60_000 },
    async () => {
      const postgres = await createPostgresStore(schema.url, { maxConnections: 2 });
      try {
        await postgres.accounts.createAccount('Started on PostgreSQL');
        await expect(ctx.run(migrateCommand, ['--to', schema.url])).rejects.toThrow(AdminError);
        await expect(ctx.run(migrateCommand, ['--to', schema.url])).rejects.toThrow(
          /already has an account 1 \("Started on PostgreSQL"\).*Nothing was written/,
        );
        expect((await postgres.accounts.listAccounts()).map((a) => a.name)).toEqual([
          'Started on PostgreSQL',
        ]);
        expect(
          await postgres.contacts.listCompanies(
            { accountId: 1, userId: 1 },
            {},
            { offset: 0, limit: 10 },
          ),
        ).toEqual([]);
      } finally {
        await postgres.close();
      }
    },
  );
});

describe('admin migrate arguments', () => {
  it('checks its arguments before opening anything', () => {
    expect(() => migrateCommand.prepare([])).toThrow(/--to is required/);
    expect(() => migrateCommand.prepare(['--to', 'mysql://x/y'])).toThrow(/PostgreSQL URL/);
    expect(() =>
      migrateCommand.prepare(['--to', 'postgres://crm@127.0.0.1/crm', '--account', 'one']),
    ).toThrow(/--account/);
  });
});
