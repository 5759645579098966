import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFramingGuard } from './framingGuard';
import { sendError } from './sendError';
import { exchange } from './testing/rawSocket';

describe('framing guard', () => {
  let server: Server;
  let port: number;
  let ran: string[];

  beforeEach(async () => {
    ran = [];
    const guard = createFramingGuard();
    server = createServer({ requireHostHeader: false }, (req, res) => {
      const verdict = guard(req);
      if (verdict.kind === 'ignore') return;
      if (verdict.kind === 'refuse') return sendError(res, verdict.error);
      ran.push(`${req.method} ${req.url}`);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const hidden = 'GET /hidden HTTP/1.1\r\nHost: x\r\n\r\n';

  it.each([
    ['an absolute-form target', 'GET http://127.0.0.2/x HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'HTTP/1.0 with chunked encoding',
      'POST /x HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['two Host headers', 'GET /x HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'],
    ['no Host in HTTP/1.1', 'GET /x HTTP/1.1\r\n\r\n'],
  ])(
    'refuses %s with an error document and never runs what is pipelined behind it',
    async (_name, first) => {
      const answer = await exchange(port, first + hidden);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('<errors><error>');
      expect(answer.match(/HTTP\/1\.1 \d{3}/g)).toHaveLength(1);
      expect(ran).toEqual([]);
    },
  );

  it('lets ordinary pipelined requests through', async () => {
    const answer = await exchange(
      port,
      `GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(ran).toEqual(['GET /a', 'GET /b']);
  });
});
