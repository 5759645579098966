import { EventEmitter } from 'node:events';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { FromServicePort, PortRequest, ToServicePort } from './portMessages';
import { asBuffer, postableBytes } from './postableBytes';

/** What the service's app is handed: the same handler its HTTP server calls. */
export interface PortApp {
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/** The addresses a request over the port appears to come from and to (as over loopback HTTP). */
export interface PortAddresses {
  localAddress: string;
  localPort: number;
}

export interface ServiceOverPort {
  /** Refuses new requests, and resolves once every request in flight has been answered. */
  close(): Promise<void>;
}

/**
 * A request that came over the port, shaped as the part of `IncomingMessage` the service reads
 * (method, url, headers, the socket's addresses, the body as a stream). The body arrived whole,
 * so the request is complete from the start.
 */
class PortIncoming extends Readable {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly httpVersion = '1.1';
  readonly complete = true;
  readonly socket: { remoteAddress: string; localAddress: string; localPort: number };

  constructor(message: PortRequest, addresses: PortAddresses) {
    super();
    this.method = message.method;
    this.url = message.path;
    this.headers = message.headers;
    this.socket = { remoteAddress: '127.0.0.1', ...addresses };
    if (message.body !== undefined && message.body.length > 0) this.push(asBuffer(message.body));
    this.push(null);
  }

  get rawHeaders(): string[] {
    return Object.entries(this.headers).flatMap(([name, value]) => [name, String(value)]);
  }

  override _read(): void {}
}

/**
 * The answer being written, shaped as the part of `ServerResponse` the service writes with
 * (`setHeader`, `writeHead`, `write`, `end`, `destroy`, the `close` event its request observer
 * listens to). `end` sends the whole answer as one message.
 */
class PortOutgoing extends EventEmitter {
  statusCode = 200;
  headersSent = false;
  writableEnded = false;
  writableFinished = false;
  destroyed = false;
  private readonly headers: OutgoingHttpHeaders = {};
  private readonly chunks: (string | Uint8Array)[] = [];

  constructor(
    private readonly request: PortIncoming,
    private readonly id: number,
    private readonly send: (message: FromServicePort, transfer?: ArrayBuffer[]) => void,
    private readonly settled: (id: number) => void,
  ) {
    super();
  }

  setHeader(name: string, value: OutgoingHttpHeader): this {
    if (this.headersSent) throw new Error('Cannot set headers after they are sent');
    this.headers[name.toLowerCase()] = value;
    return this;
  }

  getHeader(name: string): OutgoingHttpHeader | undefined {
    return this.headers[name.toLowerCase()];
  }

  removeHeader(name: string): void {
    if (this.headersSent) throw new Error('Cannot remove headers after they are sent');
    delete this.headers[name.toLowerCase()];
  }

  writeHead(status: number, headers?: OutgoingHttpHeaders): this {
    if (this.headersSent) throw new Error('Cannot write headers after they are sent');
    this.statusCode = status;
    if (headers !== undefined)
      for (const name of Object.keys(headers)) {
        const value = headers[name];
        if (value !== undefined) this.headers[name.toLowerCase()] = value;
      }
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Uint8Array): boolean {
    if (!this.headersSent) this.writeHead(this.statusCode);
    // A HEAD answer carries the headers only, as over HTTP.
    if (this.request.method !== 'HEAD' && chunk.length > 0) this.chunks.push(chunk);
    return true;
  }

  end(chunk?: string | Uint8Array): this {
    if (this.writableEnded || this.destroyed) return this;
    if (chunk !== undefined) this.write(chunk);
    else if (!this.headersSent) this.writeHead(this.statusCode);
    this.writableEnded = true;
    const body = this.body();
    const postable = typeof body === 'string' ? { bytes: body, transfer: [] } : postableBytes(body);
    this.send(
      {
        id: this.id,
        status: this.statusCode,
        headers: headerLines(this.headers),
        body: postable.bytes,
      },
      postable.transfer,
    );
    this.writableFinished = true;
    this.finish();
    return this;
  }

  /** The answer is abandoned: the proxy hears it was dropped (unless it was already sent). */
  destroy(): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    if (!this.writableFinished) this.send({ dropped: this.id });
    this.finish();
    return this;
  }

  /** The proxy gave up: nothing more is sent; observers see the answer cut short. */
  cancel(): void {
    if (this.writableFinished || this.destroyed) return;
    this.destroyed = true;
    this.finish();
  }

  private body(): string | Uint8Array {
    const { chunks } = this;
    if (chunks.length === 1) return chunks[0]!;
    return Buffer.concat(
      chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)),
    );
  }

  /** The answer is out (or abandoned): the request observer writes its log line now. */
  private finish(): void {
    this.settled(this.id);
    if (this.writableFinished) this.emit('finish');
    this.emit('close');
  }
}

function headerLines(headers: OutgoingHttpHeaders): string[] {
  const lines: string[] = [];
  for (const name of Object.keys(headers)) {
    const value = headers[name]!;
    if (Array.isArray(value)) for (const one of value) lines.push(name, one);
    else lines.push(name, String(value));
  }
  return lines;
}

/**
 * Serves the proxy's requests that arrive over `port` with the service's own handler, the one
 * its HTTP server calls: the same routes, errors, logs and metrics, without HTTP in between.
 */
export function serveOverPort(
  port: MessagePort,
  app: PortApp,
  addresses: PortAddresses,
): ServiceOverPort {
  const inFlight = new Map<number, PortOutgoing>();
  let closing = false;
  let drained: (() => void) | undefined;
  let closed: Promise<void> | undefined;
  const send = (message: FromServicePort, transfer: ArrayBuffer[] = []): void =>
    port.postMessage(message, transfer);
  const settled = (id: number): void => {
    inFlight.delete(id);
    if (closing && inFlight.size === 0) drained?.();
  };

  port.on('message', (message: ToServicePort) => {
    if ('cancel' in message) {
      inFlight.get(message.cancel)?.cancel();
      return;
    }
    if (closing) {
      send({ dropped: message.id });
      return;
    }
    const req = new PortIncoming(message, addresses);
    const res = new PortOutgoing(req, message.id, send, settled);
    inFlight.set(message.id, res);
    // The service reads and writes only the members these two carry (see their comments).
    app.handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  });

  return {
    close() {
      // Idempotent: a second call waits for the same drain.
      closed ??= new Promise<void>((resolve) => {
        closing = true;
        drained = () => {
          port.close();
          resolve();
        };
        if (inFlight.size === 0) drained();
      });
      return closed;
    },
  };
}
