import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import type { Logger } from '../../http/logger';
import { createProxyApp, type ProxyApp, type ProxyOptions } from '../app';
import { attachProxy } from '../attach';

/** A proxy on 127.0.0.1 port 0 whose log lines are captured, for tests and the benchmark. */
export interface RunningProxy {
  port: number;
  /** `localhost:PORT`, the Host a browser on the console would send. */
  host: string;
  app: ProxyApp;
  logLines: string[];
  close(): Promise<void>;
}

export const TEST_TOKEN = 'tok_9f8e7d6c5b4a3210SECRET';

export function capturingLogger(lines: string[]): Logger {
  return {
    info: (message, fields) =>
      void lines.push(`${message} ${fields ? JSON.stringify(fields) : ''}`),
    warn: (message, fields) =>
      void lines.push(`WARN ${message} ${fields ? JSON.stringify(fields) : ''}`),
    error: (message, error) =>
      void lines.push(
        `ERROR ${message} ${error instanceof Error ? (error.stack ?? error.message) : typeof error === 'string' ? error : error === undefined ? '' : inspect(error)}`,
      ),
  };
}

export async function startProxy(
  options: Omit<ProxyOptions, 'listenPort' | 'token'> & { token?: string },
): Promise<RunningProxy> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const logLines: string[] = [];
  const app = createProxyApp({
    token: TEST_TOKEN,
    log: capturingLogger(logLines),
    ...options,
    listenPort: port,
  });
  attachProxy(server, app);
  return {
    port,
    host: `localhost:${port}`,
    app,
    logLines,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          app.close();
          resolve();
        });
      }),
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes as received (a gzipped one, say). */
  bytes: Buffer;
  /** Every header line as received, to check nothing leaks in any of them. */
  rawHeaders: string;
}

/** One request on a fresh connection, with full control over the headers (Host included). */
export function request(
  port: number,
  options: { method?: string; path: string; headers?: OutgoingHttpHeaders; body?: string | Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Node frames a DELETE body only when told its length.
    const chunked = options.headers?.['transfer-encoding'] !== undefined;
    const length =
      options.body === undefined || chunked
        ? {}
        : { 'content-length': Buffer.byteLength(options.body) };
    const headers = { host: `localhost:${port}`, ...length, ...options.headers };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes.toString('utf8'),
            bytes,
            rawHeaders: res.rawHeaders.join('\n'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Sends bytes exactly as given (request lines Node's client would normalise) and returns the raw answer. */
export function rawRequest(port: number, text: string, waitMs = 2_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', () => undefined);
  });
}

export function statusOf(rawAnswer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(rawAnswer)?.[1] ?? 0);
}
