import http, { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyBudgetExhausted } from './bodyBudget';
import { answerWhenSafe, refuseUnread } from './drainRequest';
import { HttpError } from './httpError';
import { sendError } from './sendError';

/** A client that streams `total` bytes and stops as soon as an answer arrives. */
function upload(
  port: number,
  total: number,
  keepAlive: boolean,
): Promise<{ status: number; sent: number }> {
  const agent = keepAlive ? new http.Agent({ keepAlive: true }) : false;
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        agent,
        headers: { 'content-length': total },
      },
      (res) => {
        answered = true;
        res.resume();
        res.on('end', () => {
          req.destroy();
          if (agent) agent.destroy();
          resolve({ status: res.statusCode ?? 0, sent });
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024);
    const pump = (): void => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('answerWhenSafe', () => {
  let server: Server;
  let port: number;

  beforeEach(async () => {
    // Refuses every request at once, without reading its body: the case of a 413.
    server = createServer((req, res) =>
      answerWhenSafe(req, () => sendError(res, new HttpError(413, ['too large']))),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const total = 20 * 1024 * 1024;

  it('answers a kept-alive client at once, while it is still sending', async () => {
    const { status, sent } = await upload(port, total, true);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(total);
  });

  it('answers a client that asked to close only once its body is read, so the answer is not lost to a reset', async () => {
    for (let i = 0; i < 3; i++) expect((await upload(port, total, false)).status).toBe(413);
  });
});

describe('refuseUnread', () => {
  let server: Server;
  let port: number;
  const served: Socket[] = [];

  beforeEach(async () => {
    // Refuses every request at once as the body budget does, without reading its body.
    server = createServer((req, res) =>
      refuseUnread(req, res, () => sendError(res, bodyBudgetExhausted())),
    );
    server.on('connection', (socket: Socket) => served.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    served.length = 0;
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const total = 20 * 1024 * 1024;

  it('lets a client still sending read its 503, kept alive or not, while reading almost none of the body', async () => {
    for (const keepAlive of [true, false]) {
      const { status, sent } = await upload(port, total, keepAlive);
      expect(status).toBe(503);
      expect(sent).toBeLessThan(total);
    }
    for (const socket of served) expect(socket.bytesRead).toBeLessThan(1024 * 1024);
  });
});
