import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseXml, type XmlElement } from '#xml/tree';
import { silentLogger } from '../../http/logger';
import { createServiceApp, type ServiceApp } from '../app';
import { LoginThrottle } from '../auth/loginThrottle';
import { hashToken } from '../auth/token';
import type { Scope } from '../store/scope';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { createTestStore, type TestBackend } from './testStore';
import { basicAuthorization } from '../../http/basicAuth';
import { writtenValue } from '../store/testing/writtenValue';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed with the codec's strict parser; null for an empty body. Ill-formed XML fails the test. */
  xml: XmlElement | null;
}

export interface RequestOptions {
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** Token to send; `null` sends no Authorization header. Default: the harness user's token. */
  token?: string | null;
}

export interface TestService {
  url: string;
  /** The handler its HTTP server calls (for serving it over other transports). */
  app: ServiceApp;
  store: Store;
  /** Where the store lives: SQLite, or PostgreSQL when the suite runs with TEST_STORE=postgres. */
  backend: TestBackend;
  token: string;
  scope: Scope;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Creates another user (in this account, or a new one with `newAccount`) and returns its token and scope. */
  addUser(
    name: string,
    email: string,
    options?: { newAccount?: boolean },
  ): Promise<{ token: string; scope: Scope }>;
  close(): Promise<void>;
}

/** A test service with a second connection to its database (see `startTestServiceWithDb`). */
export interface TestServiceWithDb extends TestService {
  /** The service's database, directly: arrange rows the API cannot make, read what it cannot show. Same queries on both backends. */
  db: Kysely<Database>;
}

export interface TestServiceOptions {
  bodyLimit?: number;
  throttle?: LoginThrottle;
}

let tokenCounter = 0;

/**
 * The real service on a real HTTP server (127.0.0.1, ephemeral port) over a real, empty store
 * with one account and user "Test Admin": SQLite in memory, or a fresh PostgreSQL schema when the
 * suite runs with TEST_STORE=postgres (`npm run test:service:postgres`).
 */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  return startService(options, false);
}

/** `startTestService` plus a second connection to the same database (`db`). */
export async function startTestServiceWithDb(
  options: TestServiceOptions = {},
): Promise<TestServiceWithDb> {
  const service = await startService(options, true);
  if (service.db === undefined) throw new Error('The test store has no second connection');
  return { ...service, db: service.db };
}

async function startService(
  options: TestServiceOptions,
  direct: boolean,
): Promise<TestService & { db: Kysely<Database> | undefined }> {
  const testStore = await createTestStore({ direct });
  const store = testStore.store;
  const accountId = await store.accounts.createAccount('Test account');
  const token = `test-token-${process.pid}-${++tokenCounter}`;
  const userId = writtenValue(
    await store.accounts.createUser(
      accountId,
      { name: 'Test Admin', email: 'admin@example.com' },
      hashToken(token),
    ),
  );
  const app = createServiceApp({
    store,
    log: silentLogger,
    bodyLimit: options.bodyLimit,
    throttle: options.throttle,
  });
  const server: Server = createServer((req, res) => app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request = (
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { ...opts.headers };
      const sendToken = opts.token === undefined ? token : opts.token;
      if (sendToken !== null) headers['authorization'] = basicAuthorization(sendToken);
      if (opts.body !== undefined) {
        headers['content-type'] = opts.contentType ?? 'application/xml';
        headers['content-length'] = String(Buffer.byteLength(opts.body));
      }
      const req = httpRequest(`${url}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text,
              xml: text.trim() === '' ? null : parseXml(text),
            });
          } catch (error) {
            reject(
              new Error(
                `Response to ${method} ${path} is not well-formed XML: ${(error as Error).message}\n${text.slice(0, 500)}`,
              ),
            );
          }
        });
      });
      req.on('error', reject);
      if (opts.body !== undefined) req.write(opts.body);
      req.end();
    });

  return {
    url,
    app,
    store,
    backend: testStore.backend,
    db: testStore.db,
    token,
    scope: { accountId, userId },
    request,
    async addUser(name, email, addOptions = {}) {
      const targetAccount = addOptions.newAccount
        ? await store.accounts.createAccount(`${name}'s account`)
        : accountId;
      const userToken = `test-token-${process.pid}-${++tokenCounter}`;
      const id = writtenValue(
        await store.accounts.createUser(targetAccount, { name, email }, hashToken(userToken)),
      );
      return { token: userToken, scope: { accountId: targetAccount, userId: id } };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testStore.close();
    },
  };
}
