import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { silentLogger } from '../../../http/logger';
import { bootstrapEmbeddedAccount, DEMO_ACCOUNT_NAME, FIRST_USER } from '../../bootstrap';
import type { Store } from '../store';
import { createPostgresStore } from '../openPostgresStore';
import { describePostgres } from '../testing/describePostgres';
import { call } from '../testing/httpClient';
import { startServiceProcess, type ServiceProcess } from '../testing/serviceProcess';
import { acquireTestSchema, type TestSchema } from '../testing/testSchema';

const TOKEN = 'first-start-test-token-0123456789abcdef';

/** Every account and user in the schema, straight from the tables. */
async function accountsAndUsers(url: string): Promise<{
  accounts: { id: number; name: string }[];
  users: { account_id: number; email: string }[];
}> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const accounts = (
      await client.query<{ id: number; name: string }>(
        'SELECT id::int AS id, name FROM accounts ORDER BY id',
      )
    ).rows;
    const users = (
      await client.query<{ account_id: number; email: string }>(
        'SELECT account_id::int AS account_id, email FROM users ORDER BY id',
      )
    ).rows;
    return { accounts, users };
  } finally {
    await client.end();
  }
}

describePostgres(
  'first start of several service instances at once on one empty PostgreSQL database',
  (url) => {
    let schema: TestSchema;
    let dataDir: string;

    beforeEach(async () => {
      schema = await acquireTestSchema(url);
      dataDir = mkdtempSync(join(tmpdir(), 'crm-first-start-'));
    });
    afterEach(async () => {
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'creates one account and one first user when many stores bootstrap at the same moment',
      { timeout: 60_000 },
      async () => {
        // Separate pools, as separate processes have: without the lock every one of them sees no
        // account between its check and its insert, and creates one.
        const stores: Store[] = await Promise.all(
          Array.from({ length: 8 }, () => createPostgresStore(schema.url, { maxConnections: 2 })),
        );
        try {
          const results = await Promise.all(
            stores.map((store, i) =>
              bootstrapEmbeddedAccount(store, {
                dataDir: join(dataDir, `s${i}`),
                token: TOKEN,
                seed: 'none',
                log: silentLogger,
              }),
            ),
          );
          expect(results.filter((r) => r.created)).toHaveLength(1);
          const { accounts, users } = await accountsAndUsers(schema.url);
          expect(accounts).toEqual([{ id: results[0]!.accountId, name: DEMO_ACCOUNT_NAME }]);
          expect(users).toEqual([{ account_id: accounts[0]!.id, email: FIRST_USER.email }]);
          expect(new Set(results.map((r) => `${r.accountId}/${r.userId}/${r.token}`))).toEqual(
            new Set([`${accounts[0]!.id}/${results[0]!.userId}/${TOKEN}`]),
          );
        } finally {
          await Promise.all(stores.map((s) => s.close()));
        }
      },
    );

    it(
      'gives every service process started at once the same account and user',
      { timeout: 90_000 },
      async () => {
        const processes: ServiceProcess[] = [];
        try {
          const started = await Promise.allSettled(
            Array.from({ length: 4 }, (_, i) =>
              startServiceProcess({
                databaseUrl: schema.url,
                dataDir: join(dataDir, `p${i}`),
                token: TOKEN,
              }),
            ),
          );
          for (const s of started) if (s.status === 'fulfilled') processes.push(s.value);
          for (const s of started) if (s.status === 'rejected') throw s.reason;

          const { accounts, users } = await accountsAndUsers(schema.url);
          expect(accounts).toHaveLength(1);
          expect(users).toEqual([{ account_id: accounts[0]!.id, email: FIRST_USER.email }]);
          // The token works in every process, as the first user, and each sees the others' writes.
          const created = await call(processes[0]!.url, TOKEN, 'POST', '/service/companies.xml', {
            body: '<company><name>Seen everywhere</name></company>',
          });
          expect(created.status, created.text).toBe(201);
          for (const p of processes) {
            const me = await call(p.url, TOKEN, 'GET', '/service/users/current.xml');
            expect(me.status, me.text).toBe(200);
            expect(me.xml!.children.find((c) => c.name === 'email')?.text).toBe(FIRST_USER.email);
            expect((await call(p.url, TOKEN, 'GET', '/service/companies.xml')).text).toContain(
              'Seen everywhere',
            );
          }
        } finally {
          await Promise.all(processes.map((p) => p.stop()));
        }
      },
    );
  },
);
