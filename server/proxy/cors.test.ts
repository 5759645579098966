import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAllowedOrigins } from './cors';
import { request, startProxy, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

describe('CORS', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl] });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.reply = (_request, res) => {
      // An upstream that is careless with CORS must not widen ours.
      res.writeHead(200, {
        'content-type': 'application/xml',
        'access-control-allow-origin': '*',
        'access-control-allow-credentials': 'true',
        vary: 'Accept',
      });
      res.end('<ok/>');
    };
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('defaults to the console origin on its own port only (not the dev server on another)', async () => {
    expect(defaultAllowedOrigins(8080)).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
      for (const method of ['GET', 'POST']) {
        const answer = await request(proxy.port, {
          method,
          path: '/service/companies.xml',
          headers: { origin, 'content-type': 'application/xml' },
          body: method === 'POST' ? '<company/>' : undefined,
        });
        expect(answer.status).toBe(403);
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    expect(upstream.requests).toEqual([]);
  });

  it('echoes an allowed origin exactly, exposes Location, ETag and X-Crm-Sort, and varies on Origin', async () => {
    for (const origin of [`http://localhost:${proxy.port}`, `http://127.0.0.1:${proxy.port}`]) {
      const answer = await request(proxy.port, {
        path: '/service/companies.xml',
        headers: { origin },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-expose-headers']).toBe('Location, ETag, X-Crm-Sort');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept, Origin');
    }
  });

  it('never answers * nor reflects a foreign origin (refused: see originGuard.test.ts), and still varies on Origin', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      `http://localhost:${proxy.port + 1}`,
      `http://localhost:${proxy.port}.evil.example`,
    ]) {
      const answer = await request(proxy.port, {
        path: '/service/companies.xml',
        headers: { origin },
      });
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-expose-headers']).toBeUndefined();
      expect(answer.rawHeaders).not.toContain('*');
      expect(answer.headers.vary).toBe('Origin');
    }
    const noOrigin = await request(proxy.port, { path: '/service/companies.xml' });
    expect(noOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(noOrigin.headers.vary).toBe('Accept, Origin');
  });

  it('answers a preflight from an allowed origin without contacting the upstream', async () => {
    const origin = `http://127.0.0.1:${proxy.port}`;
    const answer = await request(proxy.port, {
      method: 'OPTIONS',
      path: '/service/companies/4.xml',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'Content-Type, If-Match',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(answer.headers['access-control-allow-headers']).toBe(
      'accept, content-type, if-match, if-none-match, x-requested-with',
    );
    expect(answer.headers['access-control-max-age']).toBe('600');
    expect(answer.headers.vary).toContain('Origin');
    expect(upstream.requests).toEqual([]);
  });

  it('refuses preflights from foreign origins, for other methods, or asking for other headers', async () => {
    const cases = [
      { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      { origin: 'null', 'access-control-request-method': 'POST' },
      { origin: `http://localhost:${proxy.port}`, 'access-control-request-method': 'PATCH' },
      {
        origin: `http://localhost:${proxy.port}`,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    ];
    for (const headers of cases) {
      const answer = await request(proxy.port, {
        method: 'OPTIONS',
        path: '/service/companies.xml',
        headers,
      });
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-methods']).toBeUndefined();
      expect(answer.headers.vary).toContain('Origin');
    }
    expect(upstream.requests).toEqual([]);
  });

  it('honours an explicit ALLOWED_ORIGINS list instead of the defaults', async () => {
    const custom = await startProxy({
      upstreams: [upstream.baseUrl],
      allowedOrigins: ['https://crm.example.com'],
    });
    try {
      const listed = await request(custom.port, {
        path: '/service/companies.xml',
        headers: { origin: 'https://crm.example.com' },
      });
      expect(listed.headers['access-control-allow-origin']).toBe('https://crm.example.com');
      const own = await request(custom.port, {
        path: '/service/companies.xml',
        headers: { origin: `http://127.0.0.1:${custom.port}` },
      });
      expect(own.status).toBe(403);
      expect(own.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await custom.close();
    }
  });
});
