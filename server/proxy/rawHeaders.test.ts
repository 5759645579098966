import http, { type IncomingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFromRaw } from './rawHeaders';

/**
 * The same raw answer read by node:http (what the proxy used to forward with) and by undici plus
 * headersFromRaw must give the same header object: repeated headers joined, kept first or
 * collected exactly as before, whatever their case.
 */
const LINES = [
  'Content-Type: application/xml',
  'content-type: text/html',
  'Cache-Control: no-cache',
  'cache-control: private',
  'Location: /service/companies/1.xml',
  'LOCATION: http://evil.example/',
  'ETag: "a"',
  'etag: "b"',
  'Set-Cookie: a=1',
  'set-cookie: b=2',
  'Cookie: c=3',
  'cookie: d=4',
  'Date: Wed, 25 Nov 2026 18:00:00 GMT',
  'date: Thu, 26 Nov 2026 18:00:00 GMT',
  'Vary: Accept',
  'vary: Accept-Encoding',
  'Server: one',
  'Server: two',
  'Retry-After: 1',
  'Retry-After: 2',
  'Link: </a>; rel=next',
  'Link: </b>; rel=prev',
  'X-Custom: 1',
  'X-CUSTOM: 2',
  'Constructor: c',
  'toString: t',
  'Content-Length: 2',
];
const RAW_ANSWER = `HTTP/1.1 200 OK\r\n${LINES.join('\r\n')}\r\n\r\nok`;

describe('headersFromRaw', () => {
  let server: net.Server;
  let port: number;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      socket.once('data', () => socket.end(RAW_ANSWER));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function readByNode(): Promise<IncomingHttpHeaders> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
          res.resume();
          resolve(res.headers);
        })
        .on('error', reject);
    });
  }

  async function readByUndici(): Promise<Buffer[]> {
    const client = new Client(`http://127.0.0.1:${port}`);
    try {
      return await new Promise<Buffer[]>((resolve, reject) => {
        let raw: Buffer[] = [];
        client.dispatch(
          { method: 'GET', path: '/' },
          {
            onConnect: () => undefined,
            onHeaders: (_status, headers) => ((raw = headers), true),
            onData: () => true,
            onComplete: () => resolve(raw),
            onError: reject,
          },
        );
      });
    } finally {
      await client.destroy();
    }
  }

  it('makes of repeated and mixed-case headers what node:http makes of them', async () => {
    const expected = await readByNode();
    const actual = headersFromRaw(await readByUndici());
    expect({ ...actual }).toEqual({ ...expected });
    // The cases that matter most, spelled out.
    expect(actual['location']).toBe('/service/companies/1.xml');
    expect(actual['content-type']).toBe('application/xml');
    expect(actual['cache-control']).toBe('no-cache, private');
    expect(actual['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(actual['x-custom']).toBe('1, 2');
    expect(actual['constructor']).toBe('c');
  });
});
