import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/httpError';
import { parseRequestTarget } from './pathGuard';
import { rawRequest, startProxy, statusOf, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

function statusFor(url: string): number {
  try {
    parseRequestTarget(url);
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('parseRequestTarget', () => {
  it('accepts normal paths and keeps the raw path and query', () => {
    expect(parseRequestTarget('/service/companies/12.xml?offset=10&limit=5')).toEqual({
      path: '/service/companies/12.xml',
      segments: ['service', 'companies', '12.xml'],
      query: '?offset=10&limit=5',
    });
    expect(parseRequestTarget('/service/companies/3/locations/Home%20Office.xml').segments[4]).toBe(
      'Home Office.xml',
    );
    expect(parseRequestTarget('/service/companies/3/locations/100%25.xml').segments[4]).toBe(
      '100%.xml',
    );
    expect(parseRequestTarget('/').segments).toEqual([]);
  });

  it('accepts an encoded slash or backslash inside a name, keeping it in one segment and the path as sent', () => {
    expect(parseRequestTarget('/service/tags/Sales%2FEMEA.xml')).toEqual({
      path: '/service/tags/Sales%2FEMEA.xml',
      segments: ['service', 'tags', 'Sales/EMEA.xml'],
      query: '',
    });
    expect(parseRequestTarget('/service/companies/7/locations/HQ%2fEast.xml').path).toBe(
      '/service/companies/7/locations/HQ%2fEast.xml',
    );
    expect(parseRequestTarget('/service/companies/7/locations/HQ%2fEast.xml').segments).toEqual([
      'service',
      'companies',
      '7',
      'locations',
      'HQ/East.xml',
    ]);
    expect(parseRequestTarget('/service/people/3/super_tags/a%2Fb%2Fc.xml').segments[4]).toBe(
      'a/b/c.xml',
    );
    expect(parseRequestTarget('/service/tags/a%5Cb.xml').segments[2]).toBe('a\\b.xml');
    expect(parseRequestTarget('/service/tags/50%25%2F50.xml').segments[2]).toBe('50%/50.xml');
    expect(parseRequestTarget('/service/tags/a.b%2F..c.xml').segments[2]).toBe('a.b/..c.xml');
  });

  it.each([
    // Pieces an encoded separator leaves must be names too: no dot segment in any spelling…
    '/service/tags/a%2F..%2Fb.xml',
    '/service/tags/a%2F%2E%2E%2Fb.xml',
    '/service/tags/a%2F%2e%2E%2Fb.xml',
    '/service/tags/a%2F.%2E',
    '/service/tags/%2E%2E%2Fcompanies.xml',
    '/service/tags/..%2F..%2Fcompanies.xml',
    '/service/tags/a%2F.',
    '/service/tags/a%2F..;x%2Fb.xml',
    '/service/tags/a%2F%252e%252e%2Fb.xml',
    '/service/tags/a%2F%25252E%25252E%2Fb.xml',
    '/service/tags/a%5C..%5Cb.xml',
    '/service/tags/a%5c%2e%2e%5cb.xml',
    '/service/tags/a%2F%ef%bc%8e%ef%bc%8e%2Fb.xml',
    // …and none empty.
    '/service/tags/%2F.xml',
    '/service/tags/%2Fa.xml',
    '/service/tags/a%2F',
    '/service/tags/a%2F%2Fb.xml',
    '/service/tags/a%2F%5Cb.xml',
    // Separators appearing only below the first decoding: the console never encodes twice.
    '/service/tags/a%252Fb.xml',
    '/service/tags/a%252fb.xml',
    '/service/tags/a%255Cb.xml',
    '/service/tags/a%25252Fb.xml',
    '/service/tags/a%2Fb%252Fc.xml',
    '/service/tags/a%ef%bc%8fb.xml',
    // Controls beside an encoded slash.
    '/service/tags/a%2F%00.xml',
    '/service/tags/a%2Fb%0d%0aX-Injected:%201',
    '/service/tags/a%2F%7f',
    '/service/tags/a%2F%zz',
  ])('refuses the encoded-separator attack %s with 400', (url) => {
    expect(statusFor(url)).toBe(400);
  });

  it.each([
    '/service/../etc/passwd',
    '/service/./companies.xml',
    '/service/%2e%2e/admin',
    '/service/%2E./admin',
    '/service/.%2e/admin',
    '/service/%252e%252e/admin',
    '/service/%25252e%25252e/admin',
    '/service/..;/admin',
    '/service//companies.xml',
    '/service/companies.xml//',
    '/service\\..\\admin',
    '/service/%5c..%5cadmin',
    '/service/%5C',
    '/service/a%2f..%2fb',
    '/service/a%252fb',
    '/service/%2f',
    '/service/%00.xml',
    '/service/a%0d%0aX-Injected:%201',
    '/service/%7f',
    '/service/%ef%bc%8e%ef%bc%8e/admin',
    '/service/%zz',
    '/service/a#frag',
  ])('refuses %s with 400', (url) => {
    expect(statusFor(url)).toBe(400);
  });

  it.each([
    'http://other.example/service/companies.xml',
    'https://127.0.0.1:1/service/x',
    '*',
    'other:443',
    '',
  ])('refuses the non-origin-form target %s', (url) => {
    expect(statusFor(url)).toBe(400);
  });
});

describe('path confinement through the proxy', () => {
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

  const targets = [
    '/service/../service/companies.xml',
    '/service/%2e%2e/%2e%2e/etc/passwd',
    '/service/%2E./companies.xml',
    '/service/%252e%252e/companies.xml',
    '/service//companies.xml',
    '/service/%5c..%5ccompanies.xml',
    '/service/companies%00.xml',
    '/service/a%2f..%2f..%2fb',
    'http://evil.example/service/companies.xml',
    'http://127.0.0.1:1/service/companies.xml',
    '//evil.example/service/companies.xml',
  ];

  it.each(targets)('refuses %s with an error document and forwards nothing', async (target) => {
    const answer = await rawRequest(
      proxy.port,
      `GET ${target} HTTP/1.1\r\nHost: ${proxy.host}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('<errors>');
    expect(upstream.requests).toEqual([]);
  });

  it('refuses raw control characters and backslashes in the request line', async () => {
    for (const target of ['/service/a\\..\\b', '/service/a\x01b', '/service/a\x7fb']) {
      const answer = await rawRequest(
        proxy.port,
        `GET ${target} HTTP/1.1\r\nHost: ${proxy.host}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(400);
    }
    expect(upstream.requests).toEqual([]);
  });

  it('forwards nothing outside /service: /service alone, look-alikes and dot segments', async () => {
    for (const target of [
      '/service',
      '/service/',
      '/servicex/companies.xml',
      '/Service/companies.xml',
      '/service/.hidden',
    ]) {
      const answer = await rawRequest(
        proxy.port,
        `POST ${target} HTTP/1.1\r\nHost: ${proxy.host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect([400, 404]).toContain(statusOf(answer));
      expect(answer).toContain('<errors>');
    }
    expect(upstream.requests).toEqual([]);
  });

  it('forwards a name holding an encoded slash or backslash byte for byte, never decoded', async () => {
    const targets = [
      '/service/tags/Sales%2FEMEA.xml',
      '/service/companies/7/locations/HQ%2feast.xml?x=1',
      '/service/tags/a%5Cb.xml',
    ];
    for (const target of targets) {
      const answer = await rawRequest(
        proxy.port,
        `GET ${target} HTTP/1.1\r\nHost: ${proxy.host}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer), target).toBe(200);
    }
    expect(upstream.requests.map((r) => r.url)).toEqual(targets);
    upstream.requests.length = 0;
  });

  it('forwards nothing whose encoded slash would leave /service, reach a dotfile or hide in the first segment', async () => {
    for (const target of [
      '/service%2Fcompanies.xml',
      '/service/tags/a%2F.env',
      '/service/tags/a%5C.git%5Cconfig',
      '/service/tags/x%2F%2E%2E%2F%2E%2E%2Fusers.xml',
    ]) {
      const answer = await rawRequest(
        proxy.port,
        `GET ${target} HTTP/1.1\r\nHost: ${proxy.host}\r\nConnection: close\r\n\r\n`,
      );
      expect([400, 404], target).toContain(statusOf(answer));
      expect(answer).toContain('<errors>');
    }
    expect(upstream.requests).toEqual([]);
  });

  it('still forwards a normal path with its query unchanged', async () => {
    const answer = await rawRequest(
      proxy.port,
      `GET /service/companies.xml?name=O%27Brien&limit=5 HTTP/1.1\r\nHost: ${proxy.host}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(200);
    expect(upstream.requests.map((r) => r.url)).toEqual([
      '/service/companies.xml?name=O%27Brien&limit=5',
    ]);
  });
});
