import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request, startProxy, TEST_TOKEN, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';
import { basicAuthorization } from '../http/basicAuth';

const expectedAuthorization = basicAuthorization(TEST_TOKEN);

describe('header hygiene', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream('/acct-7');
    proxy = await startProxy({ upstreams: [upstream.baseUrl] });
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('injects the account credentials and strips what the browser must not pass on', async () => {
    await request(proxy.port, {
      method: 'PUT',
      path: '/service/companies/4.xml',
      headers: {
        authorization: 'Basic YnJvd3Nlcjpvd24=',
        'proxy-authorization': 'Basic cHJveHk6eA==',
        cookie: 'session=abc',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=10.0.0.1;host=evil.example',
        connection: 'close, X-Secret-Hop',
        'x-secret-hop': 'hop value',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        origin: `http://localhost:${proxy.port}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/xml',
        accept: 'application/xml',
        'if-match': '"v3"',
      },
      body: '<company><name>Acme</name></company>',
    });
    const [arrived] = upstream.requests;
    expect(arrived?.url).toBe('/acct-7/service/companies/4.xml');
    expect(arrived?.body).toBe('<company><name>Acme</name></company>');
    expect(arrived?.headers.authorization).toBe(expectedAuthorization);
    expect(arrived?.headers.host).toBe(`127.0.0.1:${upstream.port}`);
    expect(arrived?.headers['content-length']).toBe('36');
    expect(arrived?.headers['content-type']).toBe('application/xml');
    expect(arrived?.headers.accept).toBe('application/xml');
    expect(arrived?.headers['if-match']).toBe('"v3"');
    for (const name of [
      'proxy-authorization',
      'cookie',
      'x-forwarded-for',
      'x-forwarded-host',
      'forwarded',
      'x-secret-hop',
      'te',
      'trailer',
      'origin',
      'sec-fetch-site',
      'transfer-encoding',
    ]) {
      expect(arrived?.headers[name], name).toBeUndefined();
    }
    // The agent's own keep-alive, not the browser's Connection header.
    expect(arrived?.headers.connection).toBe('keep-alive');
  });

  it('forwards a chunked body with a length instead of Transfer-Encoding', async () => {
    const answer = await request(proxy.port, {
      method: 'POST',
      path: '/service/companies.xml',
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/xml' },
      body: '<company/>',
    });
    expect(answer.status).toBe(200);
    expect(upstream.requests[0]?.headers['transfer-encoding']).toBeUndefined();
    expect(upstream.requests[0]?.headers['content-length']).toBe('10');
    expect(upstream.requests[0]?.body).toBe('<company/>');
  });

  it('keeps cookies, challenges and hop-by-hop headers of the upstream away from the browser', async () => {
    upstream.reply = (_request, res) => {
      res.setHeader('set-cookie', ['upstream_session=1; HttpOnly', 'other=2']);
      res.setHeader('www-authenticate', 'Basic realm="CRM"');
      res.setHeader('proxy-authenticate', 'Basic realm="proxy"');
      res.setHeader('connection', 'X-Internal');
      res.setHeader('x-internal', 'internal value');
      res.setHeader('etag', '"v4"');
      res.setHeader('content-type', 'application/xml; charset=utf-8');
      res.end('<company/>');
    };
    const answer = await request(proxy.port, { path: '/service/companies/4.xml' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<company/>');
    expect(answer.headers.etag).toBe('"v4"');
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const name of ['set-cookie', 'www-authenticate', 'proxy-authenticate', 'x-internal'])
      expect(answer.headers[name], name).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it("rewrites the upstream's Location to the proxy's own path", async () => {
    const locations: Record<string, string | undefined> = {
      [`http://127.0.0.1:${upstream.port}/acct-7/service/companies/41.xml`]:
        '/service/companies/41.xml',
      [`http://localhost:${upstream.port}/acct-7/service/people/3/locations/Home%20Office.xml`]:
        '/service/people/3/locations/Home%20Office.xml',
      '/acct-7/service/comments/9.xml': '/service/comments/9.xml',
      // Outside the account's /service: dropped rather than leaked or followed.
      [`http://127.0.0.1:${upstream.port}/admin/login`]: undefined,
      'https://elsewhere.example/phish': undefined,
      'javascript:alert(1)': undefined,
    };
    for (const [location, expected] of Object.entries(locations)) {
      upstream.reply = (_request, res) => {
        res.writeHead(201, { location, 'content-length': '0' });
        res.end();
      };
      const answer = await request(proxy.port, {
        method: 'POST',
        path: '/service/companies.xml',
        body: '<company/>',
      });
      expect(answer.status).toBe(201);
      expect(answer.headers.location, location).toBe(expected);
      expect(answer.rawHeaders).not.toContain(String(upstream.port));
    }
  });
});
