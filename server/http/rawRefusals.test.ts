import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeErrorDocument } from '#xml/errorDocument';
import { refuseUnparsableRequests } from './rawRefusals';
import { exchange } from './testing/rawSocket';

describe('refuseUnparsableRequests', () => {
  let server: Server;
  let port: number;

  beforeEach(async () => {
    server = createServer((_req, res) => res.end('ok'));
    refuseUnparsableRequests(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const body = (answer: string): string[] =>
    decodeErrorDocument(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it.each([
    [
      'Content-Length with Transfer-Encoding',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['a space before a colon', 'GET / HTTP/1.1\r\nHost : x\r\n\r\n', 400],
    ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n', 400],
    [
      'headers over the limit',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['CONNECT', 'CONNECT 127.0.0.2:80 HTTP/1.1\r\nHost: 127.0.0.2:80\r\n\r\n', 405],
  ])('answers %s with an XML error document and closes', async (_name, bytes, status) => {
    const answer = await exchange(port, bytes);
    expect(answer.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
    expect(answer).toContain('Connection: close');
    expect(body(answer).length).toBe(1);
  });
});
