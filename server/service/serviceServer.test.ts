import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../http/logger';
import { hashToken } from './auth/token';
import { SERVER_TIMEOUTS, startServiceServer, type RunningService } from './serviceServer';
import type { AccountStore } from './store/accountStore';
import { createSqliteStore } from './store/openStore';
import type { Store } from './store/store';
import { basicAuthorization } from '../http/basicAuth';
import { writtenValue } from './store/testing/writtenValue';

const TOKEN = 'server-test-token-2d7f9b4e1a6c8e3d';

function get(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { headers: { authorization: basicAuthorization(TOKEN) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function storeWithUser(): Promise<Store> {
  const store = await createSqliteStore(':memory:');
  const accountId = await store.accounts.createAccount('Server test');
  await store.accounts.createUser(
    accountId,
    { name: 'Ann Admin', email: 'ann@example.com' },
    hashToken(TOKEN),
  );
  return store;
}

/**
 * The same store, but authentication waits for `release()`: lets a test hold a request in
 * flight while the server shuts down.
 */
function withGatedAuth(store: Store): {
  store: Store;
  entered: Promise<void>;
  release: () => void;
} {
  let release!: () => void;
  let signalEntered!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const entered = new Promise<void>((resolve) => (signalEntered = resolve));
  const accounts = Object.create(store.accounts, {
    authenticate: {
      value: async (hash: Buffer) => {
        signalEntered();
        await gate;
        return store.accounts.authenticate(hash);
      },
    },
  }) as AccountStore;
  return { store: { ...store, accounts }, entered, release };
}

describe('startServiceServer', () => {
  let running: RunningService | undefined;
  let store: Store | undefined;
  afterEach(async () => {
    await running?.close();
    await store?.close();
    running = undefined;
    store = undefined;
  });

  it('serves the XML service on the bound port with the configured timeouts', async () => {
    store = await storeWithUser();
    running = await startServiceServer({ store, host: '127.0.0.1', port: 0, log: silentLogger });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const reply = await get(running.url, '/service/users.xml');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<email>ann@example.com</email>');
    expect(running.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(running.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(running.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(running.server.headersTimeout).toBeGreaterThan(running.server.keepAliveTimeout);
  });

  it('writes Location headers with the public base URL when one is given', async () => {
    store = await storeWithUser();
    const [user] = await store.accounts.findUsersByEmail('ann@example.com');
    const companyId = writtenValue(
      await store.contacts.createCompany(
        { accountId: user!.accountId, userId: user!.id },
        { name: 'Acme' },
      ),
    );
    running = await startServiceServer({
      store,
      host: '127.0.0.1',
      port: 0,
      log: silentLogger,
      publicBaseUrl: 'https://crm.example.com/base',
    });
    const res = await fetch(`${running.url}/service/companies/${companyId}/comments.xml`, {
      method: 'POST',
      headers: { authorization: basicAuthorization(TOKEN), 'content-type': 'application/xml' },
      body: '<comment><comment>Hello</comment></comment>',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(
      /^https:\/\/crm\.example\.com\/base\/service\/comments\/\d+\.xml$/,
    );
  });

  it('on close stops accepting, lets the in-flight request finish, then resolves', async () => {
    store = await storeWithUser();
    const gated = withGatedAuth(store);
    running = await startServiceServer({
      store: gated.store,
      host: '127.0.0.1',
      port: 0,
      log: silentLogger,
    });
    const url = running.url;
    const inFlight = get(url, '/service/users.xml');
    await gated.entered;

    let closed = false;
    const closing = running.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    await expect(get(url, '/service/users.xml')).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    gated.release();
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('ann@example.com');
    await closing;
    expect(closed).toBe(true);
  });

  it('drops connections still busy when the grace period ends', async () => {
    store = await storeWithUser();
    const gated = withGatedAuth(store);
    running = await startServiceServer({
      store: gated.store,
      host: '127.0.0.1',
      port: 0,
      log: silentLogger,
      shutdownGraceMs: 200,
    });
    const inFlight = get(running.url, '/service/users.xml');
    await gated.entered;
    const started = Date.now();
    await running.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
    gated.release();
  });
});
