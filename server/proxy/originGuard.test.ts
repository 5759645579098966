import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request, startProxy, TEST_TOKEN, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

/** Origins a foreign page (or a confused one) can send: none of them is the console's. */
const FOREIGN_ORIGINS = [
  'http://evil.example',
  'null',
  'http://1.2.3.4',
  'http://localhost.evil.example',
  'http://localhost:5173.evil.example',
  'https://localhost:5173',
  'http://localhost:51730',
  'http://localhost:3000',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

describe('Origin guard: a foreign Origin gets nothing, whatever the method', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl] });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it.each(FOREIGN_ORIGINS)(
    'refuses %s with 403 for every method and path, and never contacts the upstream',
    async (origin) => {
      const connectionsBefore = upstream.connections();
      for (const method of METHODS) {
        for (const path of [
          '/service/companies/1.xml',
          '/service/companies.xml',
          '/console/info.json',
          '/',
          '/metrics',
          '/healthz',
          '/readyz',
        ]) {
          const headers: Record<string, string> = { origin };
          if (method === 'OPTIONS') headers['access-control-request-method'] = 'GET';
          const answer = await request(proxy.port, {
            method,
            path,
            headers,
            body: method === 'POST' || method === 'PUT' ? '<company/>' : undefined,
          });
          expect(answer.status, `${method} ${path} from ${origin}`).toBe(403);
          expect(answer.headers['access-control-allow-origin']).toBeUndefined();
          expect(answer.rawHeaders).not.toContain(TEST_TOKEN);
        }
      }
      expect(upstream.requests).toEqual([]);
      expect(upstream.connections()).toBe(connectionsBefore);
    },
  );

  it('forwards the console’s own origin and requests without Origin', async () => {
    const own = [
      { origin: `http://localhost:${proxy.port}` },
      { origin: `http://127.0.0.1:${proxy.port}` },
      {},
    ];
    for (const headers of own) {
      expect(
        (await request(proxy.port, { path: '/service/companies/1.xml', headers })).status,
      ).toBe(200);
      expect(
        (await request(proxy.port, { method: 'DELETE', path: '/service/companies/1.xml', headers }))
          .status,
      ).toBe(200);
    }
    expect(upstream.requests.map((r) => r.method)).toEqual([
      'GET',
      'DELETE',
      'GET',
      'DELETE',
      'GET',
      'DELETE',
    ]);
  });

  it('takes the Host it was reached by as its own origin (an ALLOWED_HOSTS name), over http only', async () => {
    const named = await startProxy({
      upstreams: [upstream.baseUrl],
      allowedHosts: ['crm.example.com'],
    });
    try {
      const host = `crm.example.com:${named.port}`;
      const same = await request(named.port, {
        method: 'PUT',
        path: '/service/companies/1.xml',
        headers: { host, origin: `http://${host}` },
        body: '<company/>',
      });
      expect(same.status).toBe(200);
      const other = await request(named.port, {
        path: '/service/companies/1.xml',
        headers: { host, origin: `http://crm.example.com:${named.port + 1}` },
      });
      expect(other.status).toBe(403);
      const tls = await request(named.port, {
        path: '/service/companies/1.xml',
        headers: { host, origin: `https://${host}` },
      });
      expect(tls.status).toBe(403);
    } finally {
      await named.close();
    }
    expect(upstream.requests.map((r) => r.method)).toEqual(['PUT']);
  });
});

describe('method override headers', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl] });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it.each(['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override'])(
    'refuses a request carrying %s with 400 and forwards nothing',
    async (name) => {
      for (const method of ['GET', 'POST']) {
        const answer = await request(proxy.port, {
          method,
          path: '/service/companies/1.xml',
          headers: { [name]: 'DELETE' },
          body: method === 'POST' ? '<company/>' : undefined,
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toContain(name.toLowerCase());
      }
      expect(upstream.requests).toEqual([]);
    },
  );
});
