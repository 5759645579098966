import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { basicAuthorization } from '../http/basicAuth';
import type { Logger } from '../http/logger';
import { silentLogger } from '../http/logger';
import { createServiceApp } from './app';
import { hashToken } from './auth/token';
import { createTestStore, type TestStore } from './testing/testStore';

const TOKEN = 'budget-test-token-0123456789abcdef';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * The service app over HTTP with a given request budget, on the test backend (SQLite, or
 * PostgreSQL with TEST_STORE=postgres). A negative budget is one already spent when the request
 * is dispatched: the store's refusal is then certain, not a matter of the machine's speed.
 */
async function addUser(t: TestStore): Promise<void> {
  const accountId = await t.store.accounts.createAccount('Budget account');
  await t.store.accounts.createUser(
    accountId,
    { name: 'Budget User', email: 'budget@example.com' },
    hashToken(TOKEN),
  );
}

async function serve(t: TestStore, requestBudgetMs: number, log: Logger = silentLogger) {
  const app = createServiceApp({ store: t.store, log, requestBudgetMs });
  const server: Server = createServer((req, res) => app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const call = (method: string, path: string, body?: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { authorization: basicAuthorization(TOKEN) };
      if (body !== undefined) headers['content-type'] = 'application/xml';
      const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('request time budget', () => {
  let t: TestStore | undefined;
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    await t?.close();
  });

  it('answers a write past its budget 503 with Retry-After, writes nothing, logs and counts it', async () => {
    t = await createTestStore({ direct: true });
    await addUser(t);
    const warnings: string[] = [];
    const log: Logger = { ...silentLogger, warn: (message) => warnings.push(message) };
    const service = await serve(t, -1, log);
    stop = service.close;
    const created = await service.call(
      'POST',
      '/service/companies.xml',
      '<company><name>Never stored</name></company>',
    );
    expect(created.status, created.text).toBe(503);
    expect(created.headers['retry-after']).toBe('1');
    expect(created.text).toContain('time budget');
    const stored = await t.db!.selectFrom('contacts').select('name').execute();
    expect(stored).toEqual([]);
    expect(warnings).toEqual(['request stopped at its time budget']);
    const metrics = await service.call('GET', '/metrics');
    expect(metrics.text).toMatch(
      /^crm_service_requests_over_budget_total\{route="\/service\/companies\.xml"\} 1$/m,
    );
  });

  it('answers a search past its budget 503, and the same search within budget 200', async () => {
    t = await createTestStore();
    await addUser(t);
    const spent = await serve(t, -1);
    stop = spent.close;
    const refused = await spent.call('GET', '/service/companies.xml?name=harbor');
    expect(refused.status, refused.text).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    await spent.close();
    const ample = await serve(t, 60_000);
    stop = ample.close;
    expect((await ample.call('GET', '/service/companies.xml?name=harbor')).status).toBe(200);
  });
});
