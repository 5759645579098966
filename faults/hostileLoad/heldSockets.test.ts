import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdConnections } from './heldSockets';

/** A server that refuses uploads to /refuse at once, cuts those to /cut, and reads the rest. */
async function uploadServer(): Promise<{ url: string; server: Server; received: () => number }> {
  let received = 0;
  const server = http.createServer((req, res) => {
    if (req.url === '/refuse') {
      res.writeHead(413, { connection: 'close' }).end();
      return;
    }
    if (req.url === '/cut') {
      req.socket.destroy();
      return;
    }
    req.on('data', (chunk: Buffer) => (received += chunk.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, received: () => received };
}

const head = (path: string): string =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n`;

describe('holdConnections', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('holds unfinished uploads until the window closes, sending only their first part', async () => {
    const target = await uploadServer();
    server = target.server;
    const { tally, opened, deliveredBytes } = await holdConnections(
      target.url,
      AbortSignal.timeout(1_000),
      {
        connections: 5,
        opening: 2,
        upload: { head: head('/hold'), sentBytes: 900 },
      },
    );
    expect(opened).toBe(5);
    expect([...tally]).toEqual([['held', 5]]);
    expect(target.received()).toBe(5 * 900);
    expect(deliveredBytes).toBe(5 * (head('/hold').length + 900));
  });

  it('tells a refusal (its status) from a connection the server cut', async () => {
    const target = await uploadServer();
    server = target.server;
    const refusedOnes = await holdConnections(target.url, AbortSignal.timeout(1_000), {
      connections: 3,
      opening: 3,
      upload: { head: head('/refuse'), sentBytes: 10 },
    });
    expect([...refusedOnes.tally]).toEqual([['413', 3]]);
    const cut = await holdConnections(target.url, AbortSignal.timeout(1_000), {
      connections: 3,
      opening: 3,
      upload: { head: head('/cut'), sentBytes: 10 },
    });
    expect([...cut.tally]).toEqual([['closed', 3]]);
  });

  it('counts connections not accepted, and those the window left no time to open', async () => {
    const target = await uploadServer();
    target.server.close();
    const refusedOnes = await holdConnections(target.url, AbortSignal.timeout(500), {
      connections: 2,
      opening: 1,
    });
    expect([...refusedOnes.tally]).toEqual([['refused', 2]]);
    const closed = AbortSignal.abort();
    const none = await holdConnections(target.url, closed, { connections: 4, opening: 2 });
    expect([...none.tally]).toEqual([['not opened in the window', 4]]);
  });
});
