import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../http/logger';
import { request } from '../proxy/testing/proxyHarness';
import { createServiceApp } from './app';
import { DEFAULT_THROTTLE_POLICY, LoginThrottle } from './auth/loginThrottle';
import { hashToken } from './auth/token';
import type { Store } from './store/store';
import { createTestStore } from './testing/testStore';

/** /healthz, /readyz, /metrics and X-Request-Id of the service, on a real server over a real store. */
const TOKEN = 'operations-token-0123456789abcdef01';
const EMAIL = 'ops.admin@example.com';
const basic = (token: string): string => `Basic ${Buffer.from(`${token}:x`).toString('base64')}`;

interface Running {
  port: number;
  store: Store;
  close(): Promise<void>;
}

const running: Running[] = [];
afterEach(async () => {
  for (const one of running.splice(0)) await one.close();
});

async function start(
  options: { wrapStore?: (store: Store) => Store; throttle?: LoginThrottle } = {},
): Promise<Running> {
  const testStore = await createTestStore({ direct: false });
  const accountId = await testStore.store.accounts.createAccount('Ops account');
  await testStore.store.accounts.createUser(
    accountId,
    { name: 'Ops Admin', email: EMAIL },
    hashToken(TOKEN),
  );
  const store = options.wrapStore?.(testStore.store) ?? testStore.store;
  const app = createServiceApp({ store, log: silentLogger, throttle: options.throttle });
  const server: Server = createServer((req, res) => app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const one: Running = {
    port: (server.address() as AddressInfo).port,
    store: testStore.store,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testStore.close().catch(() => undefined);
    },
  };
  running.push(one);
  return one;
}

describe('service operations endpoints', () => {
  it('answers /healthz and /readyz without credentials, as small plain-text bodies', async () => {
    const { port } = await start();
    const health = await request(port, { path: '/healthz' });
    expect(health.status).toBe(200);
    expect(health.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.body).toBe('ok\n');
    const ready = await request(port, { path: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body).toBe('ready\n');
    expect((await request(port, { method: 'POST', path: '/healthz', body: 'x' })).status).toBe(405);
  });

  it('is not ready (503) when the database does not answer: the store’s ping, or the fallback read', async () => {
    const failingPing = await start({
      wrapStore: (store) =>
        Object.assign(Object.create(store) as Store, {
          ping: () => Promise.reject(new Error('connection refused')),
        }),
    });
    const refused = await request(failingPing.port, { path: '/readyz' });
    expect(refused.status).toBe(503);
    expect(refused.body).toBe('not ready: the database did not answer\n');

    const closed = await start();
    await closed.store.close();
    expect((await request(closed.port, { path: '/readyz' })).status).toBe(503);
    expect((await request(closed.port, { path: '/healthz' })).status).toBe(200);
  });

  it('counts a burst of requests by route template, method and status, failed logins and 429s, and shows no path, token or e-mail', async () => {
    const { port } = await start({
      throttle: new LoginThrottle({
        ...DEFAULT_THROTTLE_POLICY,
        address: { ...DEFAULT_THROTTLE_POLICY.address, freeFailures: 3 },
      }),
    });
    const auth = { authorization: basic(TOKEN) };
    const created = await request(port, {
      method: 'POST',
      path: '/service/companies.xml',
      headers: { ...auth, 'content-type': 'application/xml' },
      body: '<company><name>Secret Name Inc</name></company>',
    });
    expect(created.status).toBe(201);
    const id = /\/companies\/(\d+)\.xml$/.exec(String(created.headers.location))?.[1];
    await Promise.all(
      Array.from({ length: 20 }, () =>
        request(port, { path: `/service/companies/${id}.xml`, headers: auth }),
      ),
    );
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        request(port, { path: `/service/companies/${9000 + i}.xml`, headers: auth }),
      ),
    );
    await request(port, { path: '/service/tags/VIP%20customers.xml', headers: auth });
    await request(port, { path: '/service/no/such/thing.xml', headers: auth });
    await request(port, { path: '/service/users.xml' });
    await request(port, {
      path: '/service/users.xml',
      headers: { authorization: 'Basic bm9jb2xvbg==' },
    });
    for (let i = 0; i < 5; i++)
      await request(port, {
        path: '/service/users.xml',
        headers: { authorization: basic(`wrong-${i}`) },
      });

    const scraped = await request(port, { path: '/metrics' });
    expect(scraped.status).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toContain(
      'crm_service_http_requests_total{route="/service/companies/:id.xml",method="GET",status="200"} 20',
    );
    expect(text).toContain(
      'crm_service_http_requests_total{route="/service/companies/:id.xml",method="GET",status="404"} 5',
    );
    expect(text).toContain(
      'crm_service_http_requests_total{route="/service/companies.xml",method="POST",status="201"} 1',
    );
    expect(text).toContain(
      'crm_service_http_requests_total{route="/service/tags/:name.xml",method="GET",status="',
    );
    expect(text).toContain(
      'crm_service_http_requests_total{route="unmatched",method="GET",status="404"} 1',
    );
    expect(text).toContain(
      'crm_service_http_request_duration_seconds_count{route="/service/companies/:id.xml",method="GET"} 25',
    );
    expect(text).toContain(
      'crm_service_http_request_duration_seconds_bucket{le="0.01",route="/service/companies/:id.xml",method="GET"}',
    );
    expect(text).toContain('crm_service_failed_logins_total{reason="missing"} 1');
    expect(text).toContain('crm_service_failed_logins_total{reason="malformed"} 1');
    expect(text).toContain('crm_service_failed_logins_total{reason="invalid"} 3');
    expect(text).toContain('crm_service_throttled_logins_total 2');
    expect(text).toContain('crm_store_transaction_retries_total 0');
    expect(text).toContain('# TYPE crm_store_pool_connections gauge');
    expect(text).toContain('process_resident_memory_bytes');
    for (const secret of [
      TOKEN,
      EMAIL,
      'Secret Name',
      `/service/companies/${id}.xml`,
      'VIP',
      'wrong-',
      'no/such',
    ])
      expect(text).not.toContain(secret);
  });

  it('takes a valid incoming X-Request-Id, replaces an unsafe one, and makes one when there is none', async () => {
    const { port } = await start();
    const kept = await request(port, {
      path: '/healthz',
      headers: { 'x-request-id': 'lb-1234.abc_DEF-5' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc_DEF-5');
    for (const unsafe of ['has space', 'quote"d', 'x'.repeat(65), '{"json":1}']) {
      const replaced = await request(port, {
        path: '/service/users.xml',
        headers: { 'x-request-id': unsafe },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await request(port, { path: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
