import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { basicAuthorization } from '../http/basicAuth';
import { createBodyBudget, type BodyBudget } from '../http/bodyBudget';
import { silentLogger, type Logger } from '../http/logger';
import { exchange } from '../http/testing/rawSocket';
import { hashToken } from './auth/token';
import { startServiceServer, type RunningService } from './serviceServer';
import { createSqliteStore } from './store/openStore';
import type { Store } from './store/store';

const TOKEN = 'service-limits-token-4f1e8a2c9d7b3e6a';

async function storeWithUser(): Promise<Store> {
  const store = await createSqliteStore(':memory:');
  const accountId = await store.accounts.createAccount('Limits');
  await store.accounts.createUser(
    accountId,
    { name: 'Ann', email: 'ann@example.com' },
    hashToken(TOKEN),
  );
  return store;
}

const portOf = (running: RunningService): number => Number(new URL(running.url).port);

/** An open connection that has sent nothing yet. */
function idleConnection(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

const postHead = (length: number): string =>
  `POST /service/companies.xml HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${basicAuthorization(TOKEN)}\r\nContent-Type: application/xml\r\nContent-Length: ${length}\r\n\r\n`;

const until = async (condition: () => boolean | Promise<boolean>): Promise<void> => {
  // Generous: asserts an outcome on a loaded machine, not a time.
  for (let i = 0; i < 1_000 && !(await condition()); i++)
    await new Promise((r) => setTimeout(r, 10));
  expect(await condition()).toBe(true);
};

describe('the service server’s own limits', () => {
  let store: Store | undefined;
  let running: RunningService | undefined;
  const sockets: net.Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await running?.close();
    await store?.close();
    running = store = undefined;
  });

  /** A service on a fresh store whose request bodies draw on `bodyRead.budget`. */
  const startWithBodies = async (bodyRead: { budget: BodyBudget; idleMs?: number }) => {
    store = await storeWithUser();
    return startServiceServer({
      store,
      host: '127.0.0.1',
      port: 0,
      log: silentLogger,
      bodyRead,
    });
  };

  it('holds at most maxConnections open; the next is closed unanswered, and logged once', async () => {
    store = await storeWithUser();
    const warnings: string[] = [];
    const log: Logger = { ...silentLogger, warn: (message) => warnings.push(message) };
    running = await startServiceServer({
      store,
      host: '127.0.0.1',
      port: 0,
      log,
      maxConnections: 2,
    });
    const server = running.server;
    const connections = (): Promise<number> =>
      new Promise((resolve) => server.getConnections((_, count) => resolve(count)));
    sockets.push(await idleConnection(portOf(running)), await idleConnection(portOf(running)));
    await until(async () => (await connections()) === 2);
    const get = `GET /service/users.xml HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${basicAuthorization(TOKEN)}\r\nConnection: close\r\n\r\n`;
    expect(await exchange(portOf(running), get)).toBe('');
    expect(await exchange(portOf(running), get)).toBe('');
    expect(warnings).toEqual([
      'refused connections: the server already holds its maximum of open connections',
    ]);
    sockets.pop()!.destroy();
    await until(async () => (await connections()) === 1);
    expect(await exchange(portOf(running), get)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers 408 to a body that stops arriving, closes the connection and gives its bytes back', async () => {
    const budget = createBodyBudget(1024 * 1024);
    running = await startWithBodies({ budget, idleMs: 200 });
    const answer = await exchange(portOf(running), postHead(1000) + '<company><name>', 30_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(decodeErrorDocument(body)).toEqual([
      'The request body stopped arriving: nothing for 0.2 s',
    ]);
    expect(budget.inFlight).toBe(0);
  });

  it('refuses with 503 and Retry-After the bodies past its in-flight budget; others go on', async () => {
    const budget = createBodyBudget(100);
    running = await startWithBodies({ budget });
    const holder = await idleConnection(portOf(running));
    sockets.push(holder);
    // Declared 95 bytes (held from the start), 90 of them sent.
    holder.write(postHead(95) + 'x'.repeat(90));
    await until(() => budget.inFlight === 95);
    const refused = await exchange(portOf(running), postHead(50) + 'y'.repeat(50), 30_000);
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused.toLowerCase()).toContain('retry-after: 1');
    holder.destroy();
    await until(() => budget.inFlight === 0);
    const company = '<company><name>Fits</name></company>';
    const created = await exchange(
      portOf(running),
      postHead(company.length).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n') + company,
    );
    expect(created).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('answers 503 to a body past its budget at once, reading none of it, and half-closes so the client reads the answer', async () => {
    const budget = createBodyBudget(100);
    running = await startWithBodies({ budget });
    const served: net.Socket[] = [];
    running.server.on('connection', (socket: net.Socket) => served.push(socket));
    const holder = await idleConnection(portOf(running));
    sockets.push(holder);
    holder.write(postHead(95) + 'x'.repeat(90));
    await until(() => budget.inFlight === 95);
    // A held upload past the budget: 0.9 MB of a declared 1 MB, the rest never sent.
    const upload = await idleConnection(portOf(running));
    sockets.push(upload);
    let answer = '';
    upload.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const ended = new Promise<void>((resolve) => upload.once('end', resolve));
    upload.write(postHead(1_000_000));
    upload.write(Buffer.alloc(900_000, 'z'));
    // The answer and the end of the server's side arrive although the body never completes
    // (before, the service read the body for up to 5 s first, and only then answered).
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    // At most one socket read of the body (64 KiB) came in before reading stopped.
    const uploadSide = served[1];
    expect(uploadSide?.bytesRead).toBeLessThan(200_000);
  });
  it('refuses a body that cannot fit before authenticating it, and logs a summary instead of a request line', async () => {
    const budget = createBodyBudget(100);
    const warnings: string[] = [];
    const requestLines: number[] = [];
    store = await storeWithUser();
    running = await startServiceServer({
      store,
      host: '127.0.0.1',
      port: 0,
      log: {
        ...silentLogger,
        warn: (message) => warnings.push(message),
        request: (line) => requestLines.push(line.status),
      },
      bodyRead: { budget },
    });
    const holder = await idleConnection(portOf(running));
    sockets.push(holder);
    holder.write(postHead(95) + 'x'.repeat(90));
    await until(() => budget.inFlight === 95);
    // A wrong token: a 401 when there is room; short of room, not even looked up.
    const unknown = postHead(50).replace(
      /Authorization: [^\r]+/,
      'Authorization: Basic d3Jvbmc6\r\nConnection: close',
    );
    expect(await exchange(portOf(running), unknown + 'y'.repeat(50), 30_000)).toMatch(
      /^HTTP\/1\.1 503 /,
    );
    expect(warnings).toEqual([
      'refused request bodies: the server is receiving its maximum of bodies at once',
    ]);
    holder.destroy();
    await until(() => budget.inFlight === 0);
    expect(await exchange(portOf(running), unknown + 'y'.repeat(50), 30_000)).toMatch(
      /^HTTP\/1\.1 401 /,
    );
    // The holder's request (499: it went away) and the 401; the 503 has no line of its own.
    expect(requestLines).toEqual([499, 401]);
  });
});
