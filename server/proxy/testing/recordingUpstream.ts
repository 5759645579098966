import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real upstream for proxy tests: records every request that reaches it (as soon as its headers
 * arrive, the body once complete) and answers with whatever the test sets in `reply`.
 */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Reply = (request: RecordedRequest, res: ServerResponse) => void;

export interface RecordingUpstream {
  /** `http://127.0.0.1:PORT` plus the optional base path. */
  baseUrl: URL;
  port: number;
  requests: RecordedRequest[];
  /** TCP connections accepted so far. */
  connections: () => number;
  reply: Reply;
  close(): Promise<void>;
}

export const defaultReply: Reply = (_request, res) => {
  res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
  res.end('<?xml version="1.0" encoding="UTF-8"?>\n<ok/>');
};

export async function startRecordingUpstream(basePath = ''): Promise<RecordingUpstream> {
  let connections = 0;
  const upstream: RecordingUpstream = {
    baseUrl: new URL('http://127.0.0.1'),
    port: 0,
    requests: [],
    connections: () => connections,
    reply: defaultReply,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const recorded: RecordedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: '',
    };
    upstream.requests.push(recorded);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recorded.body = Buffer.concat(chunks).toString('utf8');
      upstream.reply(recorded, res);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.port = (server.address() as AddressInfo).port;
  upstream.baseUrl = new URL(`http://127.0.0.1:${upstream.port}${basePath}`);
  return upstream;
}
