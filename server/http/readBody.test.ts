import { createServer, type Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBodyBudget, type BodyBudget } from './bodyBudget';
import { HttpError } from './httpError';
import { readBody, type BodyReadOptions } from './readBody';

/** A server that reads each body with `options` and answers its size, or the error's status. */
async function bodyServer(
  options: BodyReadOptions,
  limit = 1024,
): Promise<{ port: number; server: Server; outcomes: (number | string)[] }> {
  const outcomes: (number | string)[] = [];
  const server = createServer((req, res) => {
    readBody(req, limit, options).then(
      (body) => {
        outcomes.push(body.length);
        res.end(`read ${body.length}`);
      },
      (error: unknown) => {
        const status = error instanceof HttpError ? error.status : 500;
        outcomes.push(status);
        res.writeHead(status, { connection: 'close' });
        res.end(error instanceof Error ? error.message : '');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server, outcomes };
}

/** Opens a connection (from the address `from`) and sends a POST's headers (declaring `length`) and `first` body bytes. */
function startUpload(port: number, length: number, first: string, from = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.write(
    `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${length}\r\nContent-Type: text/plain\r\n\r\n${first}`,
  );
  return { socket, closed };
}

const until = async (condition: () => boolean): Promise<void> => {
  // Generous: a loaded machine may be slow to deliver; the test asserts outcomes, not times.
  for (let i = 0; i < 1_000 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
};

describe('readBody', () => {
  let running: Server | undefined;
  afterEach(() => {
    running?.closeAllConnections();
    running?.close();
  });

  it('reads a declared body that arrives in pieces into one buffer of its own', async () => {
    let read: Buffer | undefined;
    const server = createServer((req, res) => {
      void readBody(req, 100_000, { budget: createBodyBudget(200_000) }).then((body) => {
        read = body;
        res.end('ok');
      });
    });
    running = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const text = Array.from({ length: 50_000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(
      '',
    );
    const { socket, closed } = startUpload(port, text.length, text.slice(0, 10_000));
    for (let at = 10_000; at < text.length; at += 10_000) {
      await new Promise((r) => setTimeout(r, 20));
      socket.write(text.slice(at, at + 10_000));
    }
    await closed;
    expect(read?.toString('latin1')).toBe(text);
    // All of its memory, nothing shared: it can move to another thread without a copy.
    expect([read!.byteOffset, read!.buffer.byteLength]).toEqual([0, text.length]);
  });

  it('answers 408 to a body that stops arriving, and lets its bytes go', async () => {
    const budget = createBodyBudget(10_000);
    const { port, server, outcomes } = await bodyServer({ budget, idleMs: 200 });
    running = server;
    const upload = startUpload(port, 100, 'x'.repeat(40));
    await until(() => budget.inFlight === 40 || outcomes.length > 0);
    expect(await upload.closed).toMatch(/^HTTP\/1\.1 408 .*stopped arriving: nothing for 0\.2 s/s);
    expect(outcomes).toEqual([408]);
    expect(budget.inFlight).toBe(0);
  });

  it('answers 408 to a body still trickling in after the total time', async () => {
    const { port, server, outcomes } = await bodyServer({ idleMs: 10_000, totalMs: 300 });
    running = server;
    const upload = startUpload(port, 1000, 'x');
    const trickle = setInterval(() => upload.socket.write('x'), 20);
    const answer = await upload.closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 .*took longer than 0\.3 s/s);
    expect(outcomes).toEqual([408]);
  });

  it('refuses with 503 a body that does not fit in the shared budget, and serves it once the others go', async () => {
    const budget: BodyBudget = createBodyBudget(100);
    const { port, server, outcomes } = await bodyServer({ budget });
    running = server;
    // A body holds its declared length from the start: 90 of 100, before all of it arrived.
    const holding = startUpload(port, 90, 'h'.repeat(80));
    await until(() => budget.inFlight === 90);
    const refused = startUpload(port, 30, 'r'.repeat(30));
    expect(await refused.closed).toMatch(/^HTTP\/1\.1 503 .*too many request bodies/s);
    expect(budget.inFlight).toBe(90);
    // The holder goes away mid-body: its bytes are given back.
    holding.socket.destroy();
    await until(() => budget.inFlight === 0);
    const served = startUpload(port, 30, 'r'.repeat(30));
    expect(await served.closed).toContain('read 30');
    expect(outcomes).toEqual([503, 400, 30]);
    expect(budget.inFlight).toBe(0);
  });

  it('still refuses a body over the limit with 413, declared or chunked, holding nothing', async () => {
    const budget = createBodyBudget(10_000);
    const { port, server, outcomes } = await bodyServer({ budget }, 50);
    running = server;
    expect(await startUpload(port, 60, 'y'.repeat(60)).closed).toMatch(/^HTTP\/1\.1 413 /);
    const chunked = net.connect(port, '127.0.0.1');
    let answer = '';
    chunked.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    chunked.write(
      'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1e\r\n' +
        'z'.repeat(30) +
        '\r\n1e\r\n' +
        'z'.repeat(30) +
        '\r\n0\r\n\r\n',
    );
    await new Promise((resolve) => chunked.on('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcomes).toEqual([413, 413]);
    expect(budget.inFlight).toBe(0);
  });
  it("refuses one address's large bodies past its share of the budget, while another address's go on", async () => {
    // 1 MiB: an address may hold 256 KiB in bodies over 64 KiB.
    const budget = createBodyBudget(1024 * 1024);
    const { port, server, outcomes } = await bodyServer({ budget }, 1024 * 1024);
    running = server;
    const first = startUpload(port, 200_000, 'a');
    await until(() => budget.inFlight === 200_000);
    const second = startUpload(port, 100_000, 'a');
    expect(await second.closed).toMatch(/^HTTP\/1\.1 503 .*too many request bodies/s);
    // Another client address (the whole of 127/8 is loopback) is not held to the first's share.
    const other = startUpload(port, 200_000, 'b', '127.0.0.2');
    await until(() => budget.inFlight === 400_000);
    // Nor are the first address's small bodies.
    expect(await startUpload(port, 30, 's'.repeat(30)).closed).toContain('read 30');
    first.socket.destroy();
    other.socket.destroy();
    await until(() => budget.inFlight === 0);
    expect(outcomes.slice(0, 2)).toEqual([503, 30]);
  });
});
