import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request, startProxy, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

describe('CSRF guard for writes', () => {
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

  const forms = [
    { 'content-type': 'application/x-www-form-urlencoded', body: 'company[name]=Pwned' },
    { 'content-type': 'text/plain', body: '<company><name>Pwned</name></company>' },
    {
      'content-type': 'multipart/form-data; boundary=x',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    },
    { 'content-type': 'application/xml', body: '<company><name>Pwned</name></company>' },
  ];

  it.each(['https://evil.example', 'null', 'http://localhost:1'])(
    'refuses POST/PUT/DELETE from origin %s, simple form posts included',
    async (origin) => {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        for (const form of forms) {
          const answer = await request(proxy.port, {
            method,
            path: '/service/companies.xml',
            headers: { origin, 'content-type': form['content-type'] },
            body: form.body,
          });
          expect(answer.status).toBe(403);
          expect(answer.body).toContain('Cross-origin write refused');
          expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        }
      }
      expect(upstream.requests).toEqual([]);
    },
  );

  it('refuses every method marked Sec-Fetch-Site: cross-site on /service, /console and /metrics, with or without Origin', async () => {
    const targets = ['/service/companies.xml', '/console/info.json', '/metrics', '/readyz'];
    for (const path of targets) {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
        for (const headers of [
          { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
          { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
          { 'sec-fetch-site': 'cross-site', origin: `http://localhost:${proxy.port}` },
        ]) {
          const answer = await request(proxy.port, {
            method,
            path,
            headers: { ...headers, 'content-type': 'text/plain' },
            body: method === 'POST' ? 'x' : undefined,
          });
          expect(answer.status, `${method} ${path}`).toBe(403);
          if (method !== 'HEAD') expect(answer.body).toContain('Cross-site request refused');
        }
      }
    }
    expect(upstream.requests).toEqual([]);
  });

  it('still lets another site link to a console page (a top-level navigation)', async () => {
    const withConsole = await startProxy({
      upstreams: [upstream.baseUrl],
      consoleHandler: (_req, res) => res.end('console page'),
    });
    try {
      const answer = await request(withConsole.port, {
        path: '/companies/4',
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('console page');
    } finally {
      await withConsole.close();
    }
  });

  it('lets writes from the console origins and from non-browser clients through', async () => {
    const allowed = [
      { origin: `http://localhost:${proxy.port}`, 'sec-fetch-site': 'same-origin' },
      { origin: `http://127.0.0.1:${proxy.port}`, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of allowed) {
      const answer = await request(proxy.port, {
        method: 'POST',
        path: '/service/companies.xml',
        headers: { ...headers, 'content-type': 'application/xml' },
        body: '<company/>',
      });
      expect(answer.status).toBe(200);
    }
    expect(upstream.requests.map((r) => `${r.method} ${r.body}`)).toEqual([
      'POST <company/>',
      'POST <company/>',
      'POST <company/>',
      'POST <company/>',
    ]);
  });

  it('refuses reads from a foreign origin too: the upstream never sees them with our credentials', async () => {
    const answer = await request(proxy.port, {
      path: '/service/companies.xml',
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('Cross-origin request refused');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(upstream.requests).toEqual([]);
  });
});
