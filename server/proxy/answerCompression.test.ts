import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseAnswerCoding, compressibleAnswer, COMPRESSION_FLOOR } from './answerCompression';
import { request, startProxy, type RunningProxy } from './testing/proxyHarness';
import { startRecordingUpstream, type RecordingUpstream } from './testing/recordingUpstream';

describe('chooseAnswerCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, coding) => {
    expect(chooseAnswerCoding(header)).toBe(coding);
  });
});

/** A list answer as the service writes it: about 60 KB of repetitive XML. */
const LIST = `<?xml version="1.0" encoding="UTF-8"?>\n<deals type="array">${Array.from(
  { length: 200 },
  (_, id) =>
    `<deal><id type="integer">${id}</id><title>Deal number ${id}</title><status>pending</status><amount type="decimal">${id}.50</amount></deal>`,
).join('')}</deals>`;

const xmlHeaders = (body: string) => ({
  'content-type': 'application/xml; charset=utf-8',
  'content-length': Buffer.byteLength(body),
  etag: '"v1-abc"',
});

describe('API answers through the proxy', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    proxy = await startProxy({ upstreams: [upstream.baseUrl] });
  });
  beforeEach(() => {
    upstream.reply = (_request, res) => {
      res.writeHead(200, xmlHeaders(LIST));
      res.end(LIST);
    };
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  const get = (acceptEncoding?: string, method = 'GET') =>
    request(proxy.port, {
      method,
      path: '/service/deals.xml',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('are sent in Brotli when the browser takes it, the ETag kept, varying by Accept-Encoding', async () => {
    const answer = await get('gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers.etag).toBe('"v1-abc"');
    expect(brotliDecompressSync(answer.bytes).toString('utf8')).toBe(LIST);
    // The point of it: the list travels at a fraction of its size.
    expect(answer.bytes.length).toBeLessThan(Buffer.byteLength(LIST) / 5);
  });

  it('are gzipped for a gzip-only client and sent as they are without Accept-Encoding', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.bytes).toString('utf8')).toBe(LIST);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(LIST)));
    expect(plain.body).toBe(LIST);
  });

  it('stream a long answer of unknown length whole, through backpressure', async () => {
    const piece = LIST.slice(0, 4096);
    const pieces = 600; // about 2.4 MB
    upstream.reply = (_request, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      let sent = 0;
      const more = () => {
        while (sent < pieces) {
          sent += 1;
          if (!res.write(piece)) {
            res.once('drain', more);
            return;
          }
        }
        res.end();
      };
      more();
    };
    const answer = await get('br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.bytes).toString('utf8')).toBe(piece.repeat(pieces));
  });

  it('are left alone when small, not text, already compressed, a HEAD or a 304', async () => {
    const small = '<ok/>'.padEnd(COMPRESSION_FLOOR - 1, ' ');
    upstream.reply = (_request, res) => {
      res.writeHead(200, xmlHeaders(small));
      res.end(small);
    };
    expect((await get('br')).headers['content-encoding']).toBeUndefined();

    const png = Buffer.alloc(5000, 7);
    upstream.reply = (_request, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
    };
    const image = await get('br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.bytes.equals(png)).toBe(true);

    const packed = gzipSync(LIST);
    upstream.reply = (_request, res) => {
      res.writeHead(200, {
        'content-type': 'application/xml',
        'content-encoding': 'gzip',
        'content-length': packed.length,
      });
      res.end(packed);
    };
    const already = await get('br, gzip');
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(already.bytes).toString('utf8')).toBe(LIST);

    // The proxy refuses HEAD on the API (405); the rule still holds should that change.
    expect(compressibleAnswer('HEAD', 200, { 'content-type': 'application/xml' })).toBe(false);
    expect(compressibleAnswer('GET', 200, { 'content-type': 'application/xml' })).toBe(true);

    upstream.reply = (_request, res) => {
      res.writeHead(304, { etag: '"v1-abc"', 'content-type': 'application/xml' });
      res.end();
    };
    const notModified = await get('br');
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });
});
