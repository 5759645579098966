import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleContentSecurityPolicy, inlineScriptHashes } from './staticFiles';
import {
  rawRequest,
  request,
  startProxy,
  statusOf,
  type RunningProxy,
} from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

const INDEX =
  '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';

const BIG_SCRIPT = 'export const line = "the same text, again and again";\n'.repeat(300);

describe('serving the built console', () => {
  let dist: string;
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'proxy-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log("app")');
    await writeFile(join(dist, 'assets', 'big-Ef34Gh.js'), BIG_SCRIPT);
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dist, '.env'), 'SECRET=1');
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl], staticDir: dist });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html uncached with the console CSP and security headers', async () => {
    const answer = await request(proxy.port, { path: '/' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(INDEX);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const inlineHash = createHash('sha256')
      .update('document.documentElement.dataset.theme="light"')
      .digest('base64');
    expect(answer.headers['content-security-policy']).toBe(
      consoleContentSecurityPolicy([inlineHash]),
    );
    expect(answer.headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'sha256-[^']+'; style-src 'self' 'unsafe-inline';/,
    );
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('falls back to index.html for console routes', async () => {
    // A dot deeper down is part of a name (a tag "v1.2", a SuperTag "Plan v2.0"), not a file.
    for (const path of [
      '/companies',
      '/companies/12',
      '/deals/board?status=won',
      '/index.html',
      '/tags/v1.2',
      '/supertags/Plan%20v2.0',
      // A name starting with a dot (a tag ".NET developers"), raw or encoded: never a dotfile.
      '/tags/.NET%20developers',
      '/tags/%2Eold',
      '/companies/3/locations/.env',
    ]) {
      const answer = await request(proxy.port, { path });
      expect(answer.status, path).toBe(200);
      expect(answer.body).toBe(INDEX);
    }
  });

  it('answers the page for a route naming a tag with a slash, never the file the pieces would name', async () => {
    // `assets%2Findex-Ab12Cd.js` would be the asset were %2F a separator: it is a name, so the page.
    for (const path of [
      '/tags/Sales%2FEMEA',
      '/supertags/a%2Fb.c',
      '/assets%2Findex-Ab12Cd.js',
      '/tags/a%5Cb',
    ]) {
      const answer = await request(proxy.port, { path });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toBe(INDEX);
    }
    const asset = await request(proxy.port, { path: '/assets/x%2Findex-Ab12Cd.js' });
    expect(asset.status).toBe(404);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await request(proxy.port, { path: '/assets/index-Ab12Cd.js' });
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(proxy.port, { path: '/favicon.svg' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const first = await request(proxy.port, { path: '/' });
    const again = await request(proxy.port, {
      path: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const head = await request(proxy.port, { method: 'HEAD', path: '/assets/index-Ab12Cd.js' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('18');
    expect(head.body).toBe('');
  });

  it('sends text files gzipped to a client that takes gzip, as another representation', async () => {
    const path = '/assets/big-Ef34Gh.js';
    const packed = await request(proxy.port, {
      path,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.status).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(packed.headers['content-length'])).toBe(packed.bytes.length);
    expect(packed.bytes.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(gunzipSync(packed.bytes).toString()).toBe(BIG_SCRIPT);

    const plain = await request(proxy.port, {
      path,
      headers: { 'accept-encoding': 'gzip;q=0, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin, Accept-Encoding');
    expect(plain.body).toBe(BIG_SCRIPT);
    expect(plain.headers.etag).not.toBe(packed.headers.etag);

    const revalidated = await request(proxy.port, {
      path,
      headers: {
        'accept-encoding': 'gzip',
        'if-none-match': String(packed.headers.etag),
      },
    });
    expect(revalidated.status).toBe(304);
    // The compressed form's validator does not stand for the plain one.
    const other = await request(proxy.port, {
      path,
      headers: {
        'if-none-match': String(packed.headers.etag),
      },
    });
    expect(other.status).toBe(200);
    expect(other.body).toBe(BIG_SCRIPT);
  });

  it('answers 404 for missing assets, file-like paths and dotfiles instead of the page', async () => {
    for (const path of ['/assets/missing-123.js', '/robots.txt', '/.env', '/assets/.env']) {
      const answer = await request(proxy.port, { path });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toContain('<errors>');
    }
  });

  it('never serves files outside dist', async () => {
    for (const target of [
      '/../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/%2e%2e%2fpackage.json',
      '/..%5cpackage.json',
    ]) {
      const answer = await rawRequest(
        proxy.port,
        `GET ${target} HTTP/1.1\r\nHost: ${proxy.host}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer), target).toBe(400);
    }
  });

  it('refuses writes outside /service without forwarding them', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await request(proxy.port, { method, path: '/companies', body: 'x' });
      expect(answer.status).toBe(404);
    }
    expect(upstream.requests).toEqual([]);
  });

  it('explains a missing build', async () => {
    const unbuilt = await startProxy({
      upstreams: [upstream.baseUrl],
      staticDir: join(dist, 'nowhere'),
    });
    try {
      const answer = await request(unbuilt.port, { path: '/' });
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('The console is not built yet');
    } finally {
      await unbuilt.close();
    }
  });

  it('hashes only inline scripts', () => {
    expect(
      inlineScriptHashes(
        '<script src="/a.js"></script><script>x()</script><script type="module">y()</script>',
      ),
    ).toEqual([
      createHash('sha256').update('x()').digest('base64'),
      createHash('sha256').update('y()').digest('base64'),
    ]);
  });
});
