import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request, startProxy, TEST_TOKEN, type RunningProxy } from './testing/proxyHarness';
import {
  defaultReply,
  startRecordingUpstream,
  type RecordingUpstream,
} from './testing/recordingUpstream';

/** The proxy's /healthz, /readyz, /metrics and X-Request-Id, against a real recording upstream. */
describe('proxy operations endpoints', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl], upstreamTimeoutMs: 300 });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.reply = defaultReply;
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('answers /healthz as plain text without credentials or upstream', async () => {
    const answer = await request(proxy.port, { path: '/healthz' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('ok\n');
    expect(upstream.requests).toEqual([]);
  });

  it('is ready when the upstream answers /readyz below 500, and says so without naming it', async () => {
    const ready = await request(proxy.port, { path: '/readyz' });
    expect(ready.status).toBe(200);
    expect(ready.body).toBe('ready: 1 of 1 upstreams answer\n');
    expect(upstream.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      ['GET', '/readyz', undefined],
    ]);

    upstream.reply = (_request, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('not ready\n');
    };
    const notReady = await request(proxy.port, { path: '/readyz' });
    expect(notReady.status).toBe(503);
    expect(notReady.body).toBe('not ready: no upstream answers (0 of 1)\n');
    expect(notReady.body).not.toContain('127.0.0.1');
  });

  it('is not ready when its upstream is down', async () => {
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const orphan = await startProxy({ upstreams: [new URL(`http://127.0.0.1:${port}`)] });
    try {
      expect((await request(orphan.port, { path: '/readyz' })).status).toBe(503);
      expect((await request(orphan.port, { path: '/healthz' })).status).toBe(200);
    } finally {
      await orphan.close();
    }
  });

  it('answers its endpoints only for its own Host', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      expect((await request(proxy.port, { path, headers: { host: 'evil.example' } })).status).toBe(
        403,
      );
      expect(
        (
          await request(proxy.port, {
            path,
            headers: { host: `localhost:${proxy.port}`, origin: 'http://evil.example' },
          })
        ).status,
      ).toBe(403);
    }
    expect(upstream.requests).toEqual([]);
  });

  it('passes its own request id upstream as X-Request-Id and returns it, never a browser-chosen one', async () => {
    const made = await request(proxy.port, { path: '/service/companies/1.xml' });
    const id = String(made.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.requests[0]?.headers['x-request-id']).toBe(id);

    for (const chosen of ['edge-42', 'a b\tc', 'x'.repeat(5_000)]) {
      const replaced = await request(proxy.port, {
        path: '/service/companies/1.xml',
        headers: { 'x-request-id': chosen },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(upstream.requests.at(-1)?.headers['x-request-id']).toBe(
        replaced.headers['x-request-id'],
      );
    }

    // The upstream's own id never replaces the proxy's.
    upstream.reply = (_request, res) => {
      res.writeHead(200, { 'content-type': 'application/xml', 'x-request-id': 'upstream-own' });
      res.end('<ok/>');
    };
    const ours = await request(proxy.port, { path: '/service/companies/1.xml' });
    expect(ours.headers['x-request-id']).not.toBe('upstream-own');
  });

  it('keeps a short, safe id from a trusted reverse proxy (TRUST_PROXY) and replaces any other', async () => {
    const behindEdge = await startProxy({ upstreams: [upstream.baseUrl], trustProxy: true });
    try {
      const kept = await request(behindEdge.port, {
        path: '/service/companies/1.xml',
        headers: { 'x-request-id': 'edge-42' },
      });
      expect(kept.headers['x-request-id']).toBe('edge-42');
      expect(upstream.requests.at(-1)?.headers['x-request-id']).toBe('edge-42');
      for (const unsafe of ['a b\tc', 'x'.repeat(65), '-leading', 'é']) {
        const replaced = await request(behindEdge.port, {
          path: '/service/companies/1.xml',
          headers: { 'x-request-id': unsafe },
        });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await behindEdge.close();
    }
  });

  it('counts a burst by route template, method and status, and upstream failures by cause, with no path or token in any label', async () => {
    const metered = await startProxy({ upstreams: [upstream.baseUrl], upstreamTimeoutMs: 300 });
    try {
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          request(metered.port, { path: `/service/companies/${i + 1}.xml` }),
        ),
      );
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          request(metered.port, { method: 'DELETE', path: `/service/deals/${i + 100}.xml` }),
        ),
      );
      await request(metered.port, { path: '/service/tags/Sales%2FEMEA.xml' });
      await request(metered.port, { path: '/service/not/an/api/path.xml' });
      await request(metered.port, { path: '/companies/77' });
      await request(metered.port, { method: 'PROPFIND', path: '/service/companies.xml' });
      upstream.reply = (_request, res) => {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="x"' });
        res.end();
      };
      expect((await request(metered.port, { path: '/service/companies/5.xml' })).status).toBe(502);
      upstream.reply = () => undefined; // never answers
      expect((await request(metered.port, { path: '/service/people/6.xml' })).status).toBe(504);

      const scraped = await request(metered.port, { path: '/metrics' });
      expect(scraped.status).toBe(200);
      const text = scraped.body;
      expect(text).toContain(
        'crm_proxy_http_requests_total{route="/service/companies/:id.xml",method="GET",status="200"} 30',
      );
      expect(text).toContain(
        'crm_proxy_http_requests_total{route="/service/deals/:id.xml",method="DELETE",status="200"} 4',
      );
      expect(text).toContain(
        'crm_proxy_http_requests_total{route="/service/tags/:name.xml",method="GET",status="200"} 1',
      );
      expect(text).toContain(
        'crm_proxy_http_requests_total{route="unmatched",method="GET",status="200"} 1',
      );
      expect(text).toContain(
        'crm_proxy_http_requests_total{route="/service/companies.xml",method="OTHER",status="405"} 1',
      );
      expect(text).toContain(
        'crm_proxy_http_requests_total{route="/service/companies/:id.xml",method="GET",status="502"} 1',
      );
      expect(text).toContain(
        'crm_proxy_http_requests_total{route="/service/people/:id.xml",method="GET",status="504"} 1',
      );
      expect(text).toContain(
        'crm_proxy_http_request_duration_seconds_count{route="/service/companies/:id.xml",method="GET"} 31',
      );
      expect(text).toContain(
        'crm_proxy_upstream_failures_total{status="502",cause="credentials_rejected"} 1',
      );
      expect(text).toContain('crm_proxy_upstream_failures_total{status="504",cause="timeout"} 1');
      expect(text).toContain('process_cpu_seconds_total');
      for (const secret of [
        TEST_TOKEN,
        Buffer.from(`${TEST_TOKEN}:x`).toString('base64'),
        'Sales',
        'EMEA',
        '/companies/77',
        'not/an',
        'PROPFIND',
      ])
        expect(text).not.toContain(secret);
    } finally {
      await metered.close();
    }
  });
});
