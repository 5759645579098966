import type { MessagePort } from 'node:worker_threads';
import { Dispatcher, errors } from 'undici';
import type { FromServicePort, PortAnswer, PortRequest, ToServicePort } from './portMessages';
import { asBuffer, postableBytes } from './postableBytes';

/** One request not yet settled: in the service (sent) or waiting for its turn. */
interface Pending {
  readonly id: number;
  readonly handler: Dispatcher.DispatchHandler;
  settled: boolean;
  message?: PortRequest;
}

/**
 * Requests the service works on at once; the others wait here, in order. The HTTP pool's 64
 * connections gave the same bound: a burst of browser requests queues in the proxy instead of
 * all starting work (and holding memory) in the service.
 */
export const MAX_IN_FLIGHT = 64;

/** The port is closed (the service's thread has stopped): as a refused connection over HTTP. */
function refused(): Error {
  return Object.assign(new Error('The embedded service has stopped'), { code: 'ECONNREFUSED' });
}

function headerRecord(headers: Dispatcher.DispatchOptions['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  if (headers === null || headers === undefined) return record;
  if (Array.isArray(headers) || Symbol.iterator in headers)
    throw new TypeError('PortDispatcher takes headers as an object');
  for (const name of Object.keys(headers)) {
    const value = (headers as Record<string, string | string[] | number | undefined>)[name];
    if (value !== undefined)
      record[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return record;
}

function bodyBytes(body: Dispatcher.DispatchOptions['body']): Uint8Array | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  throw new TypeError('PortDispatcher takes a whole body (a Buffer or a string)');
}

/**
 * The proxy's way to the embedded service in `npm start`: an undici dispatcher whose requests go
 * to the service's thread as messages (portMessages.ts) instead of HTTP over loopback. The
 * forwarder and the readiness check use it as they use a `Pool`: the same handler callbacks
 * (connect, headers, data, complete, error), so timeouts, failures and header hygiene stay theirs.
 * Measured on `npm start`: HTTP between the two threads cost each of them a socket write and a
 * parse per request, about a third of the proxy's CPU.
 *
 * Handlers are undici's callback form (`onConnect` … `onError`), which both the forwarder's
 * exchange and undici's own `request()` use.
 */
export class PortDispatcher extends Dispatcher {
  /** Sent to the service, by id. */
  private readonly pending = new Map<number, Pending>();
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (message: FromServicePort) => this.answered(message));
    port.on('close', () => this.portClosed());
  }

  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): boolean {
    const request: Pending = { id: this.nextId++, handler, settled: false };
    let headers: Record<string, string>;
    let body: Uint8Array | undefined;
    try {
      headers = headerRecord(options.headers);
      body = bodyBytes(options.body);
    } catch (error) {
      this.fail(request, error as Error);
      return true;
    }
    handler.onConnect?.((reason) => {
      if (request.settled) return;
      if (this.pending.has(request.id)) this.post({ cancel: request.id });
      this.fail(request, reason ?? new errors.RequestAbortedError());
    });
    // The handler may have given up at once (it was answered while waiting).
    if (request.settled) return true;
    if (this.closed) {
      this.fail(request, refused());
      return true;
    }
    request.message = { id: request.id, method: options.method, path: options.path, headers, body };
    if (this.pending.size < MAX_IN_FLIGHT) this.send(request);
    else this.waiting.push(request);
    return true;
  }

  private send(request: Pending): void {
    this.pending.set(request.id, request);
    this.post(request.message!);
    request.message = undefined;
  }

  /** A request left the service: the next waiting one (not given up meanwhile) takes its place. */
  private sendWaiting(): void {
    while (this.pending.size < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      if (!next.settled) this.send(next);
    }
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    this.closed = true;
    if (callback === undefined) return Promise.resolve();
    queueMicrotask(callback);
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(first?: Error | null | (() => void), second?: () => void): Promise<void> | void {
    this.closed = true;
    const error = typeof first === 'function' || first == null ? refused() : first;
    this.failAll(error);
    const callback = typeof first === 'function' ? first : second;
    if (callback === undefined) return Promise.resolve();
    queueMicrotask(callback);
  }

  private post(message: ToServicePort): void {
    if (this.closed) return;
    if ('body' in message && message.body !== undefined) {
      // The forwarder keeps a GET's body for a retry on a stale connection (forward.ts): a copy
      // goes. Writes are never retried, so their bodies move without one.
      const reusable = message.method === 'GET' || message.method === 'HEAD';
      const { bytes, transfer } = postableBytes(message.body, !reusable);
      this.port.postMessage({ ...message, body: bytes }, transfer);
    } else this.port.postMessage(message);
  }

  private fail(request: Pending, error: Error): void {
    if (request.settled) return;
    request.settled = true;
    if (this.pending.delete(request.id)) this.sendWaiting();
    request.handler.onError?.(error);
  }

  private failAll(error: Error): void {
    for (const request of [...this.pending.values(), ...this.waiting.splice(0)])
      this.fail(request, error);
  }

  private answered(message: FromServicePort): void {
    if ('dropped' in message) {
      const request = this.pending.get(message.dropped);
      // Not a kept-alive socket gone stale: nothing the forwarder should retry.
      if (request !== undefined)
        this.fail(request, new Error('The embedded service dropped the request'));
      return;
    }
    const request = this.pending.get(message.id);
    if (request === undefined) return;
    this.pending.delete(message.id);
    this.sendWaiting();
    this.deliver(request, message);
  }

  private deliver(request: Pending, answer: PortAnswer): void {
    const { handler } = request;
    // undici's own header parsers take string lines as well as Buffers (util.parseHeaders).
    const lines = answer.headers as unknown as Buffer[];
    const go = handler.onHeaders?.(answer.status, lines, () => undefined, '');
    if (request.settled) return;
    if (go === false) {
      // The handler refused the answer without aborting: nothing more is delivered.
      request.settled = true;
      return;
    }
    const { body } = answer;
    if (body.length > 0)
      handler.onData?.(typeof body === 'string' ? Buffer.from(body) : asBuffer(body));
    if (request.settled) return;
    request.settled = true;
    handler.onComplete?.([]);
  }

  private portClosed(): void {
    this.closed = true;
    this.failAll(new Error('The embedded service stopped before answering'));
  }
}
