import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../service/testing/serviceHarness';
import { request, startProxy, type RunningProxy } from '../testing/proxyHarness';

/**
 * The proxy drawing a page's first screen, with a stand-in for the console's server copy (the real
 * one is built: e2e/drawnScreen.spec.ts): it reads through the `fetch` it is handed, from the real
 * service behind the proxy, and draws what it read; the page around it is the real index.html.
 */
const STAND_IN = `
import { existsSync } from 'node:fs';
export const drawsScreenAt = (pathname) => !pathname.startsWith('/browser-only');
export async function renderFirstScreen(request) {
  if (request.url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 2_000));
  if (request.url.startsWith('/broken')) throw new Error('drawing failed');
  if (request.url.startsWith('/counted')) {
    // Says how many times it has drawn, so a page sent from an earlier drawing shows.
    const id = new URL(request.url, 'http://x').searchParams.get('company');
    const answer = await request.api.fetch(request.api.baseUrl + '/companies/' + id + '.xml', {
      headers: { accept: 'application/xml' },
    });
    const name = /<name>([^<]*)<\\/name>/.exec(await answer.text())?.[1];
    globalThis.drawings = (globalThis.drawings ?? 0) + 1;
    return { html: '<p>' + name + ' drawing ' + globalThis.drawings + '</p>', state: { queries: [] } };
  }
  if (request.url.startsWith('/busy')) {
    // A drawing that holds the thread, as a real render does, until the page's head has reached
    // the client (which then leaves the file named in the address), for 3 s at most.
    const signal = new URL(request.url, 'http://x').searchParams.get('signal');
    const until = Date.now() + 3_000;
    while (!existsSync(signal) && Date.now() < until);
    return { html: existsSync(signal) ? 'head first' : 'head held back', state: {} };
  }
  const answer = await request.api.fetch(request.api.baseUrl + '/users/current.xml', {
    headers: { accept: 'application/xml' },
  });
  const text = await answer.text();
  const name = /<name>([^<]*)<\\/name>/.exec(text)?.[1] ?? 'nobody';
  return {
    html: '<h1 class="drawn">' + request.language + ' ' + answer.status + ' ' + name + '</h1>',
    state: { note: '</script><script>alert(1)</script>', upstream: request.consoleInfo.upstream },
  };
}
`;

const run = promisify(execFile);

describe('pages drawn by the proxy', () => {
  let service: TestService;
  let proxy: RunningProxy;
  let dist: string;
  let indexHtml: string;

  beforeAll(async () => {
    service = await startTestService();
    dist = await mkdtemp(join(tmpdir(), 'first-screen-'));
    indexHtml = await readFile(new URL('../../../index.html', import.meta.url), 'utf8');
    await writeFile(join(dist, 'index.html'), indexHtml);
    await mkdir(join(dist, '.vite'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'assets', 'Company.css'),
      ':root{--gap:4px}.drawn{color:teal}.not-drawn{color:red}@media (min-width:40em){.drawn{margin:0}.not-drawn{margin:1px}}',
    );
    const screens = [
      ['/', ['assets/Home.js']],
      ['/companies/:id', ['assets/Company.js', 'assets/Company.css']],
      ['/slow', []],
      ['/busy', []],
      ['/counted', []],
      ['/broken', []],
      ['/browser-only', []],
    ];
    await writeFile(join(dist, '.vite', 'first-screens.json'), JSON.stringify(screens));
    await writeFile(join(dist, 'renderFirstScreen.mjs'), STAND_IN);
    proxy = await startProxy({
      upstreams: [new URL(service.url)],
      token: service.token,
      upstreamLabel: 'embedded',
      staticDir: dist,
      firstScreenBundle: join(dist, 'renderFirstScreen.mjs'),
    });
  });
  afterAll(async () => {
    await proxy.close();
    await service.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('come with the screen drawn from the account’s data, its styles linked and its data in the page', async () => {
    const answer = await request(proxy.port, {
      path: '/companies/12',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(answer.body).toContain('<html lang="de" data-first-screen>');
    // The sheet comes without holding the paint; the rules the drawn elements use are inline.
    expect(answer.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/Company.css" media="print" data-full-styles>',
    );
    expect(answer.body).toContain(
      '<style id="crm-first-screen-styles">:root{--gap:4px}.drawn{color:teal}@media (min-width:40em){.drawn{margin:0}}</style>',
    );
    // The code is fetched and started after the paint, by a script the page's CSP allows, which
    // names the screen's modules; nothing fetches it before.
    expect(answer.body).not.toMatch(/<link rel="(module)?preload"[^>]*\.js"/);
    const starter =
      /<script data-entry="\/src\/main.tsx" data-modules="\/assets\/Company.js">([\s\S]*?)<\/script>/.exec(
        answer.body,
      );
    expect(starter).not.toBeNull();
    expect(answer.headers['content-security-policy']).toContain(
      `'sha256-${createHash('sha256').update(starter![1]!).digest('base64')}'`,
    );
    expect(answer.body).not.toContain('<script type="module"');
    expect(answer.body).toContain(
      '<div id="root" inert data-first-screen><h1 class="drawn">de 200 Test Admin</h1></div>',
    );
    expect(answer.body).not.toContain('class="boot-header"');
    const state = /<script type="application\/json" id="crm-first-screen">(.*?)<\/script>/.exec(
      answer.body,
    );
    expect(JSON.parse(state![1]!)).toEqual({
      note: '</script><script>alert(1)</script>',
      upstream: 'embedded',
    });
  });

  it('go gzipped to a browser that takes it', async () => {
    const answer = await request(proxy.port, {
      path: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.bytes).toString('utf8')).toContain(
      '<h1 class="drawn">en 200 Test Admin</h1>',
    );
  });

  it('send the head before the drawing holds the thread, gzipped too', async () => {
    const signal = join(dist, 'head-arrived');
    // The client in its own process: this one's thread is held by the drawing.
    const client = `
      const { get } = require('node:http');
      const { writeFileSync } = require('node:fs');
      const { gunzipSync } = require('node:zlib');
      get(process.argv[1], { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => {
          if (chunks.length === 0) writeFileSync(process.argv[2], '');
          chunks.push(chunk);
        });
        res.on('end', () => process.stdout.write(gunzipSync(Buffer.concat(chunks)).toString()));
      });`;
    const url = `http://127.0.0.1:${proxy.port}/busy?signal=${encodeURIComponent(signal)}`;
    const { stdout } = await run(process.execPath, ['-e', client, url, signal]);
    expect(stdout).toContain('<div id="root" inert data-first-screen>head first</div>');
  });

  it('are sent again at once, and say after the screen whether the data they were drawn from has changed', async () => {
    const created = await service.request('POST', '/service/companies.xml', {
      body: '<company><name>Cached Co</name></company>',
    });
    const id = /(\d+)\.xml$/.exec(String(created.headers['location']))![1]!;
    const page = async () => {
      const body = (await request(proxy.port, { path: `/counted?company=${id}` })).body;
      const check = /<template id="crm-first-screen-check" data-answers="(\w+)"><\/template>/.exec(
        body,
      );
      // The check comes after the screen and its data, before the page's own scripts.
      if (check !== null) {
        expect(body.indexOf(check[0])).toBeGreaterThan(body.indexOf('id="crm-first-screen"'));
        expect(body.indexOf(check[0])).toBeLessThan(body.indexOf('<script data-entry='));
      }
      return { screen: /<p>(.*?)<\/p>/.exec(body)?.[1], answers: check?.[1] };
    };
    const first = await page();
    expect(first.screen).toMatch(/^Cached Co drawing \d+$/);
    expect(first.answers).toBeUndefined();
    // The same answers: the same page, not drawn again, and said to be so.
    expect(await page()).toEqual({ screen: first.screen, answers: 'same' });
    // Changed by another client: the earlier drawing goes, said to be old (the browser asks
    // again), and the next page is drawn anew.
    await service.request('PUT', `/service/companies/${id}.xml`, {
      body: '<company><name>Renamed Co</name></company>',
    });
    expect(await page()).toEqual({ screen: first.screen, answers: 'changed' });
    const drawnAgain = await page();
    expect(drawnAgain.screen).toMatch(/^Renamed Co drawing \d+$/);
    expect(drawnAgain.answers).toBeUndefined();
    expect(drawnAgain.screen).not.toBe(first.screen?.replace('Cached', 'Renamed'));
    // Changed through the proxy: the next page is drawn anew straight away.
    const written = await request(proxy.port, {
      method: 'PUT',
      path: `/service/companies/${id}.xml`,
      headers: { 'content-type': 'application/xml' },
      body: '<company><name>Written Co</name></company>',
    });
    expect(written.status).toBe(200);
    const afterWrite = await page();
    expect(afterWrite.screen).toMatch(/^Written Co drawing \d+$/);
    expect(afterWrite.answers).toBeUndefined();
    const metrics = (await request(proxy.port, { path: '/metrics' })).body;
    expect(metrics).toMatch(/crm_proxy_first_screens_total\{outcome="reused"\} 2\n/);
    expect(metrics).toMatch(/crm_proxy_first_screen_checks_total\{answers="same"\} 1\n/);
    expect(metrics).toMatch(/crm_proxy_first_screen_checks_total\{answers="changed"\} 1\n/);
  });

  it('go as index.html has them when the drawing fails or is late, the frame in place', async () => {
    for (const path of ['/broken', '/slow']) {
      const started = Date.now();
      const answer = await request(proxy.port, { path });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain('class="boot-header"');
      expect(answer.body, path).not.toContain('crm-first-screen');
      expect(Date.now() - started, path).toBeLessThan(1_800);
    }
    expect(proxy.logLines.some((line) => line.includes('drawing failed'))).toBe(true);
    // Counted for the operator, by outcome.
    const metrics = (await request(proxy.port, { path: '/metrics' })).body;
    expect(metrics).toMatch(/crm_proxy_first_screens_total\{outcome="failed"\} 1\n/);
    expect(metrics).toMatch(/crm_proxy_first_screens_total\{outcome="late"\} 1\n/);
    expect(metrics).toMatch(/crm_proxy_first_screens_total\{outcome="drawn"\} [1-9]/);
    expect(metrics).toMatch(/crm_proxy_first_screen_draw_seconds_count ([3-9]|[1-9]\d+)\n/);
  });

  it('are not drawn for an address that shows no screen or one the browser draws, nor for HEAD', async () => {
    const nowhere = await request(proxy.port, { path: '/nowhere/at/all' });
    expect(nowhere.body).toBe(indexHtml);
    const browserOnly = await request(proxy.port, { path: '/browser-only' });
    expect(browserOnly.body).toBe(indexHtml);
    expect(nowhere.headers['etag']).toBeDefined();
    const head = await request(proxy.port, { method: 'HEAD', path: '/companies/3' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});
