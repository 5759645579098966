import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS_REJECTED } from './forward';
import {
  request,
  startProxy,
  TEST_TOKEN,
  type Answer,
  type RunningProxy,
} from './testing/proxyHarness';
import {
  defaultReply,
  startRecordingUpstream,
  type RecordingUpstream,
} from './testing/recordingUpstream';

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const tokenForms = [
  TEST_TOKEN,
  Buffer.from(`${TEST_TOKEN}:x`).toString('base64'),
  Buffer.from(TEST_TOKEN).toString('base64'),
];

function expectNoSecrets(answer: Answer, upstreamPort: number): void {
  for (const form of tokenForms) {
    expect(answer.body).not.toContain(form);
    expect(answer.rawHeaders).not.toContain(form);
  }
  expect(answer.body).not.toContain(`:${upstreamPort}`);
  expect(answer.rawHeaders).not.toContain(`:${upstreamPort}`);
}

describe('forwarding and upstream failures', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  const answers: Answer[] = [];
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({
      upstreams: [upstream.baseUrl],
      upstreamTimeoutMs: 300,
      bodyLimit: 1024,
    });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.reply = defaultReply;
  });
  afterEach(() => {
    for (const answer of answers) expectNoSecrets(answer, upstream.port);
  });
  afterAll(async () => {
    // Every log line written across all the failures below: no token in any form.
    for (const line of proxy.logLines)
      for (const form of tokenForms) expect(line).not.toContain(form);
    await proxy.close();
    await upstream.close();
  });

  async function send(options: Parameters<typeof request>[1]): Promise<Answer> {
    const answer = await request(proxy.port, options);
    answers.push(answer);
    return answer;
  }

  it('passes status, body and headers through', async () => {
    upstream.reply = (_request, res) => {
      res.writeHead(422, { 'content-type': 'application/xml; charset=utf-8' });
      res.end("<errors><error>Name can't be blank</error></errors>");
    };
    const answer = await send({
      method: 'POST',
      path: '/service/companies.xml',
      body: '<company/>',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toBe("<errors><error>Name can't be blank</error></errors>");
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('turns an upstream 401 into a 502 that names the token setting', async () => {
    upstream.reply = (_request, res) => {
      res.writeHead(401, {
        'www-authenticate': 'Basic realm="CRM"',
        'content-type': 'application/xml',
      });
      res.end('<errors><error>Access denied</error></errors>');
    };
    const answer = await send({ path: '/service/companies.xml' });
    expect(answer.status).toBe(502);
    expect(answer.body).toContain(`<error>${CREDENTIALS_REJECTED}</error>`);
    expect(answer.headers['www-authenticate']).toBeUndefined();
    expect(CREDENTIALS_REJECTED).toBe(
      'The upstream rejected the configured credentials (check CRM_API_TOKEN)',
    );
  });

  it('answers 504 after the configured timeout when the upstream hangs', async () => {
    upstream.reply = () => undefined;
    const started = Date.now();
    const answer = await send({ path: '/service/companies.xml' });
    const elapsed = Date.now() - started;
    expect(answer.status).toBe(504);
    expect(answer.body).toContain('<error>The CRM service did not answer in time</error>');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2_000);
    expect(upstream.requests).toHaveLength(1);
  });

  it('refuses a body over the limit with 413 and forwards nothing', async () => {
    const declared = await send({
      method: 'POST',
      path: '/service/companies.xml',
      body: 'x'.repeat(1025),
    });
    expect(declared.status).toBe(413);
    expect(declared.body).toContain('larger than the limit of 1024 bytes');
    const streamed = await send({
      method: 'POST',
      path: '/service/companies.xml',
      headers: { 'transfer-encoding': 'chunked' },
      body: 'y'.repeat(4096),
    });
    expect(streamed.status).toBe(413);
    const atLimit = await send({
      method: 'POST',
      path: '/service/companies.xml',
      body: 'z'.repeat(1024),
    });
    expect(atLimit.status).toBe(200);
    expect(upstream.requests.map((r) => r.body.length)).toEqual([1024]);
  });

  it('reuses kept-alive upstream connections across sequential requests', async () => {
    upstream.reply = (_request, res) => res.end('<company/>');
    const before = upstream.connections();
    for (let i = 0; i < 20; i++)
      expect((await send({ path: `/service/companies/${i}.xml` })).status).toBe(200);
    expect(upstream.requests).toHaveLength(20);
    expect(upstream.connections() - before).toBeLessThanOrEqual(2);
  });

  it('answers 502 within a second when the upstream is down, without its address', async () => {
    const down = await startProxy({
      upstreams: [new URL(`http://127.0.0.1:${await closedPort()}`)],
    });
    try {
      for (const method of ['GET', 'POST']) {
        const started = Date.now();
        const answer = await request(down.port, {
          method,
          path: '/service/companies.xml',
          body: method === 'POST' ? '<company/>' : undefined,
        });
        expect(Date.now() - started).toBeLessThan(1_000);
        expect(answer.status).toBe(502);
        expect(answer.body).toContain('<error>The CRM service could not be reached</error>');
        expect(answer.body).not.toContain('127.0.0.1');
        expect(answer.body).not.toContain('ECONNREFUSED');
      }
      expect(down.logLines.some((line) => line.includes('ECONNREFUSED'))).toBe(true);
    } finally {
      await down.close();
    }
  });
});

describe('several upstreams', () => {
  let first: RecordingUpstream;
  let second: RecordingUpstream;
  beforeAll(async () => {
    first = await startRecordingUpstream();
    second = await startRecordingUpstream();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('spreads requests round-robin', async () => {
    const proxy = await startProxy({ upstreams: [first.baseUrl, second.baseUrl] });
    try {
      for (let i = 0; i < 4; i++) await request(proxy.port, { path: '/service/companies.xml' });
      expect(first.requests).toHaveLength(2);
      expect(second.requests).toHaveLength(2);
    } finally {
      await proxy.close();
    }
  });

  it('fails a GET over to the next upstream when one is down, then skips the down one', async () => {
    first.requests.length = 0;
    const proxy = await startProxy({
      upstreams: [new URL(`http://127.0.0.1:${await closedPort()}`), first.baseUrl],
    });
    try {
      for (let i = 0; i < 4; i++)
        expect((await request(proxy.port, { path: '/service/companies.xml' })).status).toBe(200);
      expect(first.requests).toHaveLength(4);
      expect(proxy.logLines.filter((line) => line.includes('ECONNREFUSED'))).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('never retries a write on another upstream', async () => {
    first.requests.length = 0;
    const proxy = await startProxy({
      upstreams: [new URL(`http://127.0.0.1:${await closedPort()}`), first.baseUrl],
    });
    try {
      const answer = await request(proxy.port, {
        method: 'POST',
        path: '/service/companies.xml',
        body: '<company/>',
      });
      expect(answer.status).toBe(502);
      expect(first.requests).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});

describe('stale kept-alive sockets', () => {
  /** An upstream that answers the first request on each connection and drops the connection on the next one. */
  async function startDroppingUpstream(): Promise<{
    url: URL;
    arrivals: string[];
    close(): Promise<void>;
  }> {
    const arrivals: string[] = [];
    const served = new WeakSet<Socket>();
    const server = http.createServer((req, res) => {
      arrivals.push(req.method ?? '');
      if (served.has(req.socket)) {
        req.socket.destroy();
        return;
      }
      served.add(req.socket);
      res.end('<ok/>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      arrivals,
      close: () =>
        new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
    };
  }

  it('retries a GET once on a fresh connection, but never a write', async () => {
    const upstream = await startDroppingUpstream();
    const proxy = await startProxy({ upstreams: [upstream.url] });
    try {
      expect((await request(proxy.port, { path: '/service/a.xml' })).status).toBe(200);
      expect((await request(proxy.port, { path: '/service/b.xml' })).status).toBe(200);
      expect(upstream.arrivals).toEqual(['GET', 'GET', 'GET']);
      const write = await request(proxy.port, {
        method: 'PUT',
        path: '/service/c.xml',
        body: '<c/>',
      });
      expect(write.status).toBe(502);
      expect(upstream.arrivals).toEqual(['GET', 'GET', 'GET', 'PUT']);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
