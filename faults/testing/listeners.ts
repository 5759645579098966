import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/**
 * Listeners the proxy checks watch: a recording upstream (what got through, byte for byte) and a
 * canary on another loopback address that nothing may ever reach. Both live in the runner.
 */
export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

export interface Recorder {
  url: string;
  port: number;
  requests: Recorded[];
  /** Decides each answer; by default 200 with a small XML document. */
  reply: (request: Recorded, res: ServerResponse) => void;
  close(): Promise<void>;
}

export const okReply = (_request: Recorded, res: ServerResponse): void => {
  res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
  res.end('<?xml version="1.0" encoding="UTF-8"?>\n<ok/>');
};

export async function startRecorder(host = '127.0.0.1'): Promise<Recorder> {
  const server = http.createServer();
  const recorder: Recorder = {
    url: '',
    port: 0,
    requests: [],
    reply: okReply,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on('request', (req, res) => {
    const recorded: Recorded = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      body: '',
    };
    recorder.requests.push(recorded);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks).toString('utf8');
      recorder.reply(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  recorder.port = (server.address() as AddressInfo).port;
  recorder.url = `http://${host}:${recorder.port}`;
  return recorder;
}

export interface Canary {
  host: string;
  port: number;
  /** Connections accepted: must stay 0. */
  connections(): number;
  /** Bytes received on any of them. */
  received(): string;
  close(): Promise<void>;
}

/** A bare TCP listener: any connection at all, HTTP or not, counts. */
export async function startCanary(host = '127.0.0.2'): Promise<Canary> {
  let connections = 0;
  let received = '';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1').slice(0, 2000)));
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    host,
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    received: () => received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
