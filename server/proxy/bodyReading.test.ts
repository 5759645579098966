import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request, startProxy, statusOf, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

/** A raw connection (from the address `from`) that sends the headers and part of a body, and collects whatever comes back. */
interface HeldUpload {
  socket: net.Socket;
  answer: () => string;
  closed: Promise<void>;
}

function holdUpload(
  port: number,
  head: string,
  firstBytes: string,
  from = '127.0.0.1',
): Promise<HeldUpload> {
  return new Promise((resolve) => {
    let answer = '';
    let markClosed = (): void => undefined;
    const closed = new Promise<void>((done) => (markClosed = done));
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write(head + firstBytes);
      resolve({ socket, answer: () => answer, closed });
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', markClosed);
    socket.on('error', () => undefined);
  });
}

const post = (port: number, length: number | 'chunked'): string =>
  `POST /service/companies.xml HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/xml\r\n` +
  (length === 'chunked' ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
  '\r\n';

/** Waits until `check` holds, polling; the bound is generous because the machine is shared. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('request bodies on the proxy: one shared budget, idle and total time limits', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({
      upstreams: [upstream.baseUrl],
      bodyLimit: 8_000,
      bodyBudgetBytes: 10_000,
      bodyIdleMs: 300,
      bodyTotalMs: 1_500,
    });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('refuses a body that would pass the budget with 503 and Retry-After, and takes bodies again once the held ones go', async () => {
    const first = await holdUpload(proxy.port, post(proxy.port, 4_000), 'x'.repeat(100));
    const second = await holdUpload(proxy.port, post(proxy.port, 4_000), 'x'.repeat(100));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await request(proxy.port, {
      method: 'POST',
      path: '/service/companies.xml',
      body: 'y'.repeat(4_000),
    });
    expect(third.status).toBe(503);
    expect(third.headers['retry-after']).toBe('1');
    expect(third.body).toContain('too many request bodies at once');

    first.socket.destroy();
    second.socket.destroy();
    await Promise.all([first.closed, second.closed]);
    // The proxy notices the closed connections and gives their reservations back.
    let status = 0;
    for (let i = 0; i < 200 && status !== 200; i++) {
      status = (
        await request(proxy.port, {
          method: 'POST',
          path: '/service/companies.xml',
          body: 'z'.repeat(4_000),
        })
      ).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(200);
    expect(upstream.requests.map((r) => r.body.length)).toEqual([4_000]);
  });

  it('refuses a chunked body once what has arrived passes the budget', async () => {
    const held = await holdUpload(proxy.port, post(proxy.port, 7_000), 'x'.repeat(10));
    const chunked = await holdUpload(proxy.port, post(proxy.port, 'chunked'), '');
    chunked.socket.write(`1000\r\n${'c'.repeat(0x1000)}\r\n`);
    await eventually(() => statusOf(chunked.answer()) !== 0, 'an answer to the chunked upload');
    expect(statusOf(chunked.answer())).toBe(503);
    held.socket.destroy();
    chunked.socket.destroy();
    expect(upstream.requests).toEqual([]);
  });

  it('answers 408 and closes the connection when a body stops arriving', async () => {
    const stalled = await holdUpload(proxy.port, post(proxy.port, 1_000), 'x'.repeat(10));
    await stalled.closed;
    expect(statusOf(stalled.answer())).toBe(408);
    expect(stalled.answer()).toContain('stopped arriving');
    expect(upstream.requests).toEqual([]);
  });

  it('answers 408 when a body trickles in past the total time, each piece within the idle time', async () => {
    const slow = await holdUpload(proxy.port, post(proxy.port, 1_000), 'x');
    const drip = setInterval(() => slow.socket.write('x'), 100);
    await slow.closed;
    clearInterval(drip);
    expect(statusOf(slow.answer())).toBe(408);
    expect(slow.answer()).toContain('took longer than 1.5 s');
    expect(upstream.requests).toEqual([]);
  });
});

describe('large request bodies on the proxy: one client address holds at most a quarter of the budget', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    // 1 MiB: an address's bodies over 64 KiB may hold 256 KiB of it.
    proxy = await startProxy({
      upstreams: [upstream.baseUrl],
      bodyLimit: 1024 * 1024,
      bodyBudgetBytes: 1024 * 1024,
    });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it("refuses an address's large body past its share unread, while another address's and its small ones go on", async () => {
    const first = await holdUpload(proxy.port, post(proxy.port, 200_000), 'x');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await holdUpload(proxy.port, post(proxy.port, 100_000), 'x'.repeat(50_000));
    await eventually(() => statusOf(second.answer()) !== 0, 'an answer to the second upload');
    expect(statusOf(second.answer())).toBe(503);
    expect(second.answer()).toContain('too many request bodies at once');
    // Another address (all of 127/8 is loopback) is not held to the first one's share.
    const other = await holdUpload(proxy.port, post(proxy.port, 200_000), 'x', '127.0.0.2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.answer()).toBe('');
    const small = await request(proxy.port, {
      method: 'POST',
      path: '/service/companies.xml',
      body: 's'.repeat(4_000),
    });
    expect(small.status).toBe(200);
    for (const held of [first, second, other]) held.socket.destroy();
    expect(upstream.requests.map((r) => r.body.length)).toEqual([4_000]);
  });
});
