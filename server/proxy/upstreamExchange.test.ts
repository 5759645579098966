import http, { type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request, startProxy, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

/** How one upstream answer travels back: big bodies, informational answers, broken answers, a browser that leaves. */
describe('answers from the upstream', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl], upstreamTimeoutMs: 5_000 });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('streams a body far larger than the socket buffers intact, to a slow reader', async () => {
    const body = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < body.length; i++) body[i] = i % 251;
    upstream.reply = (_request, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end(body);
    };
    const received = await new Promise<Buffer>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: proxy.port,
          path: '/service/big.xml',
          headers: { host: `localhost:${proxy.port}` },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          // Read in small bites with pauses: the proxy must wait for us, not buffer or drop.
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            res.pause();
            setTimeout(() => res.resume(), 1);
          });
          res.on('end', () => resolve(Buffer.concat(chunks)));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });
    expect(received.length).toBe(body.length);
    expect(received.equals(body)).toBe(true);
  });

  it('passes the final answer after informational ones', async () => {
    upstream.reply = (_request, res) => {
      res.writeEarlyHints({ link: '</style.css>; rel=preload' }, () => {
        res.writeHead(201, { 'content-type': 'application/xml' });
        res.end('<created/>');
      });
    };
    const answer = await request(proxy.port, {
      method: 'POST',
      path: '/service/companies.xml',
      body: '<company/>',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toBe('<created/>');
  });

  it('answers 502 to an upstream answer with a malformed header, and keeps serving', async () => {
    const broken = net.createServer((socket) => {
      socket.once('data', () =>
        socket.end('HTTP/1.1 200 OK\r\nContent-Type: text/xml\r\nX-Bad: a\u0001b\r\n\r\n<x/>'),
      );
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const brokenProxy = await startProxy({
      upstreams: [new URL(`http://127.0.0.1:${(broken.address() as AddressInfo).port}`)],
    });
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await request(brokenProxy.port, { path: '/service/companies.xml' });
        expect(answer.status).toBe(502);
        expect(answer.body).toContain(
          '<error>The CRM service closed the connection without answering</error>',
        );
      }
    } finally {
      await brokenProxy.close();
      await new Promise<void>((resolve) => broken.close(() => resolve()));
    }
  });

  describe('a browser that goes away', () => {
    let arrived: IncomingMessage[] = [];
    afterEach(() => (arrived = []));

    it('stops the upstream request at once', async () => {
      const held = http.createServer((req) => arrived.push(req));
      await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
      const heldProxy = await startProxy({
        upstreams: [new URL(`http://127.0.0.1:${(held.address() as AddressInfo).port}`)],
        upstreamTimeoutMs: 10_000,
      });
      try {
        const req = http.get({
          host: '127.0.0.1',
          port: heldProxy.port,
          path: '/service/companies.xml',
          headers: { host: `localhost:${heldProxy.port}` },
          agent: false,
        });
        req.on('error', () => undefined);
        await waitFor(() => arrived.length === 1);
        const upstreamClosed = new Promise<number>((resolve) => {
          const started = Date.now();
          arrived[0]!.socket.once('close', () => resolve(Date.now() - started));
        });
        req.destroy();
        expect(await upstreamClosed).toBeLessThan(1_000);
      } finally {
        await heldProxy.close();
        held.closeAllConnections();
        await new Promise<void>((resolve) => held.close(() => resolve()));
      }
    });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
