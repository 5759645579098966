import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { decodeErrorDocument } from '#xml/errorDocument';
import { basicAuthorization } from '../../server/http/basicAuth';

/**
 * HTTP as the checks need it: every request bounded in time (a hang is a finding, not a stuck
 * suite), the answer's bytes and timing kept, and raw sockets for what Node's client would
 * refuse to send (smuggling forms, absolute targets, broken framing).
 */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  ms: number;
}

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** Sent as Basic credentials (`token:x`); null sends none. */
  token?: string | null;
  timeoutMs?: number;
  agent?: http.Agent | false;
}

export class RequestTimeout extends Error {
  override readonly name = 'RequestTimeout';
}

export function basicAuth(token: string): string {
  return basicAuthorization(token);
}

export function send(baseUrl: string, spec: RequestSpec): Promise<Answer> {
  const base = new URL(baseUrl);
  const headers: OutgoingHttpHeaders = { ...spec.headers };
  if (spec.token !== undefined && spec.token !== null)
    headers['authorization'] = basicAuth(spec.token);
  if (
    spec.body !== undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined
  ) {
    headers['content-length'] = Buffer.byteLength(spec.body);
  }
  const timeoutMs = spec.timeoutMs ?? 10_000;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: spec.method ?? 'GET',
        path: spec.path,
        headers,
        agent: spec.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          });
        });
        res.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      },
    );
    const timer = setTimeout(
      () =>
        req.destroy(
          new RequestTimeout(
            `${spec.method ?? 'GET'} ${spec.path.slice(0, 80)} got no complete answer within ${timeoutMs} ms`,
          ),
        ),
      timeoutMs,
    );
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(spec.body);
  });
}

/** A keep-alive pool for load: `size` parallel connections. */
export function pool(size: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: size, maxFreeSockets: size });
}

/** The id at the end of a create answer's `Location: …/<collection>/<id>.xml`. */
export function createdId(answer: Answer): number {
  const match = /\/(\d+)\.xml$/.exec(String(answer.headers.location ?? ''));
  if (match === null)
    throw new Error(
      `no record address in the answer (${answer.status}): ${answer.text.slice(0, 200)}`,
    );
  return Number(match[1]);
}

/** `"v7"` → 7. */
export function versionOf(answer: Answer): number {
  const match = /^"v(\d+)"$/.exec(String(answer.headers.etag ?? ''));
  if (match === null) throw new Error(`no ETag version in the answer (${answer.status})`);
  return Number(match[1]);
}

/** The messages of an XML error document answered with an XML content type; [] when it is not one. */
export function errorMessages(answer: Pick<Answer, 'headers' | 'text'>): string[] {
  if (!/^application\/xml\b/.test(String(answer.headers['content-type'] ?? ''))) return [];
  return decodeErrorDocument(answer.text);
}

export interface RawAnswer {
  /** Everything the server sent before closing (or before `waitMs`), as latin1. */
  text: string;
  /** Status of the first answer; 0 when none came. */
  status: number;
  /** Number of HTTP status lines in the answer (more than one: a request was smuggled through). */
  answers: number;
  closed: boolean;
}

/** Writes `bytes` on a fresh connection and collects what comes back until close or `waitMs`. */
export function rawExchange(
  host: string,
  port: number,
  bytes: string | Buffer,
  waitMs = 2_000,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host, () => socket.write(bytes));
    let text = '';
    let closedByServer = false;
    const giveUp = (): void => {
      socket.destroy();
    };
    let timer = setTimeout(giveUp, waitMs);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      // Once one whole answer is in, wait only a little longer for a second (smuggled) one.
      if (firstAnswerComplete(text)) {
        clearTimeout(timer);
        timer = setTimeout(giveUp, 300);
      }
    });
    socket.on('end', () => (closedByServer = true));
    socket.on('close', () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({
        text,
        status,
        answers: (text.match(/HTTP\/1\.[01] \d{3} /g) ?? []).length,
        closed: closedByServer,
      });
    });
    socket.on('error', () => (closedByServer = true));
  });
}

function firstAnswerComplete(text: string): boolean {
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, split));
  return length !== null && Buffer.byteLength(text.slice(split + 4), 'latin1') >= Number(length[1]);
}

/** The body of a raw answer (after the first blank line), for error-document checks. */
export function rawBody(answer: RawAnswer): { headers: IncomingHttpHeaders; text: string } {
  const split = answer.text.indexOf('\r\n\r\n');
  const head = split === -1 ? answer.text : answer.text.slice(0, split);
  const headers: IncomingHttpHeaders = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    headers,
    text: split === -1 ? '' : Buffer.from(answer.text.slice(split + 4), 'latin1').toString('utf8'),
  };
}

export interface StreamSpec {
  method: string;
  path: string;
  token: string;
  contentType: string;
  totalBytes: number;
  /** Chunked transfer (no length announced) instead of a declared Content-Length. */
  chunked: boolean;
  /** A keep-alive connection, as browsers and pooled clients use; otherwise `Connection: close`. */
  keepAlive: boolean;
  timeoutMs: number;
}

/**
 * Streams a body of `totalBytes` and stops writing as soon as an answer arrives (a server that
 * refuses early must not be made to swallow the rest). Resolves with the answer and how much of
 * the body was sent by then.
 */
export function sendStream(
  baseUrl: string,
  spec: StreamSpec,
): Promise<Answer & { sentBytes: number }> {
  const base = new URL(baseUrl);
  const headers: OutgoingHttpHeaders = {
    authorization: basicAuth(spec.token),
    'content-type': spec.contentType,
  };
  if (!spec.chunked) headers['content-length'] = spec.totalBytes;
  const started = performance.now();
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const prefix = Buffer.from('<company><name>');
  const agent = spec.keepAlive ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false;
  return new Promise((resolve, reject) => {
    let answered = false;
    let sentBytes = prefix.length;
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        headers,
        agent,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (data: Buffer) => chunks.push(data));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          if (agent !== false) agent.destroy();
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            sentBytes,
          });
        });
      },
    );
    const timer = setTimeout(
      () =>
        req.destroy(
          new RequestTimeout(
            `${spec.method} ${spec.path} with a ${spec.totalBytes}-byte body got no answer within ${spec.timeoutMs} ms`,
          ),
        ),
      spec.timeoutMs,
    );
    req.on('error', (error) => {
      // Writing into a connection the server closed after answering is expected; only an
      // error before any answer is one.
      if (answered) return;
      clearTimeout(timer);
      if (agent !== false) agent.destroy();
      reject(error);
    });
    const pump = (): void => {
      while (!answered && !req.destroyed && sentBytes < spec.totalBytes) {
        const piece =
          spec.totalBytes - sentBytes >= chunk.length
            ? chunk
            : chunk.subarray(0, spec.totalBytes - sentBytes);
        sentBytes += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && !req.destroyed) req.end();
    };
    req.write(prefix);
    pump();
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
