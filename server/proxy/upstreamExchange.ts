import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { ObservedRequest } from '../observability/requestObserver';
import { REQUEST_ID_HEADER } from '../observability/requestId';
import {
  answerCompressor,
  chooseAnswerCoding,
  compressibleAnswer,
  markCompressed,
} from './answerCompression';
import { downstreamResponseHeaders, mergeVary, setSecurityHeaders } from './headers';
import { rewriteLocation } from './location';
import type { RequestTarget } from './pathGuard';
import { headersFromRaw } from './rawHeaders';
import type { Upstream } from './upstreams';

/** One browser request being forwarded, across its attempts. */
export interface ExchangeRequest {
  req: IncomingMessage;
  res: ServerResponse;
  target: RequestTarget;
  /** The buffered body (undefined: none). */
  body: Buffer | undefined;
  observed: ObservedRequest | undefined;
}

/** What the forwarder does with an attempt that went wrong (forward.ts). */
export interface ExchangeOutcomes {
  readonly timeoutMs: number;
  credentialsRejected(request: ExchangeRequest): void;
  failed(
    request: ExchangeRequest,
    upstream: Upstream,
    attempt: number,
    reusedSocket: boolean,
    error: Error,
  ): void;
}

export class UpstreamTimeout extends Error {
  override readonly name = 'UpstreamTimeout';
}

/** The upstream's answer could not be passed on as it was (Node refused a header of it). */
class UnwritableAnswer extends Error {
  override readonly name = 'UnwritableAnswer';
}

/** The attempt now running for a browser response (a retry replaces it). */
const CURRENT_ATTEMPT = Symbol('current upstream attempt');
type TrackedResponse = ServerResponse & { [CURRENT_ATTEMPT]?: UpstreamExchange };

/**
 * Per-request work here is shared functions, not closures: under tsx (npm start) every function
 * created in a named place (a class field, a property) also gets its name defined, which measured
 * ~1 % of the proxy's CPU. The timer gets the exchange as its argument, the response's close
 * listener finds the current attempt on the response.
 */
function timedOut(exchange: UpstreamExchange): void {
  exchange.timedOut();
}

function browserClosed(this: TrackedResponse): void {
  this[CURRENT_ATTEMPT]?.browserClosed();
}

/**
 * One attempt at one upstream, as an undici dispatch handler: the answer's status and headers are
 * cleaned and written, its body streamed to the browser with backpressure. Undici's raw handler
 * callbacks are the lowest-overhead way to use it (no stream object, no header object of its own).
 * One timer: first for the response headers, re-armed once for the body.
 */
export class UpstreamExchange implements Dispatcher.DispatchHandler {
  private readonly outcomes: ExchangeOutcomes;
  private readonly request: ExchangeRequest;
  private readonly upstream: Upstream;
  private readonly attempt: number;
  private readonly timer: NodeJS.Timeout;
  private abortUpstream: ((error?: Error) => void) | undefined = undefined;
  private resumeUpstream: (() => void) | undefined = undefined;
  private reusedSocket = false;
  private responded = false;
  /** Where the answer's body goes: the response, or a compressor piped into it. */
  private sink: Writable | undefined = undefined;
  /** Answered (or given up) on the browser's side: whatever the upstream does next is ignored. */
  private finished = false;

  constructor(
    outcomes: ExchangeOutcomes,
    request: ExchangeRequest,
    upstream: Upstream,
    attempt: number,
  ) {
    this.outcomes = outcomes;
    this.request = request;
    this.upstream = upstream;
    this.attempt = attempt;
    this.timer = setTimeout(timedOut, outcomes.timeoutMs, this);
    const res = request.res as TrackedResponse;
    // One listener per browser request, whatever the number of attempts.
    if (res[CURRENT_ATTEMPT] === undefined) res.on('close', browserClosed);
    res[CURRENT_ATTEMPT] = this;
  }

  timedOut(): void {
    const timeout = new UpstreamTimeout();
    // Not written yet (still connecting or queued): answer now; onConnect drops it later.
    if (this.abortUpstream === undefined) this.onError(timeout);
    else this.abortUpstream(timeout);
  }

  /** The browser went away before the answer was complete: stop the upstream work too. */
  browserClosed(): void {
    if (this.finished) return;
    this.finished = true;
    clearTimeout(this.timer);
    this.abortUpstream?.();
    // A compressor holds zlib memory until it is ended or destroyed.
    if (this.sink !== this.request.res) this.sink?.destroy();
  }

  onConnect(abort: (error?: Error) => void): void {
    if (this.finished) {
      abort();
      return;
    }
    this.abortUpstream = abort;
    this.reusedSocket = !this.upstream.freshConnection;
    this.upstream.freshConnection = false;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    // 1xx informational answers: the real one follows.
    if (this.finished || statusCode < 200) return true;
    this.responded = true;
    if (statusCode === 401) {
      this.finished = true;
      clearTimeout(this.timer);
      this.outcomes.credentialsRejected(this.request);
      // Its body is read and dropped: the connection stays usable.
      return true;
    }
    this.timer.refresh();
    const { res, observed } = this.request;
    const headers = downstreamResponseHeaders(headersFromRaw(rawHeaders), (value) =>
      rewriteLocation(value, this.upstream),
    );
    const { req } = this.request;
    // Most API clients but browsers ask for no coding: their answers skip the content checks.
    const accepted = req.headers['accept-encoding'];
    const coding =
      accepted !== undefined && compressibleAnswer(req.method, statusCode, headers)
        ? chooseAnswerCoding(accepted)
        : null;
    const declaredLength = headers['content-length'];
    if (coding !== null) markCompressed(headers, coding);
    mergeVary(headers);
    if (observed !== undefined) headers[REQUEST_ID_HEADER] = observed.id;
    try {
      res.writeHead(statusCode, headers);
    } catch (error) {
      // A bad upstream answer is a 502, never a crash: take back what was set of it, then fail.
      for (const name of Object.keys(headers)) res.removeHeader(name);
      setSecurityHeaders(res);
      if (observed !== undefined) res.setHeader(REQUEST_ID_HEADER, observed.id);
      this.responded = false;
      this.abortUpstream?.(new UnwritableAnswer(String(error)));
      return false;
    }
    this.resumeUpstream = resume;
    if (coding === null) this.sink = res;
    else {
      const compressor = answerCompressor(
        coding,
        declaredLength === undefined ? undefined : Number(declaredLength),
      );
      // A compressor fails only on a bug or no memory: the answer is cut, as for an upstream error.
      compressor.once('error', () => res.destroy());
      compressor.pipe(res);
      this.sink = compressor;
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    // A 401's body, dropped.
    if (this.finished) return true;
    const sink = this.sink!;
    if (sink.write(chunk)) return true;
    sink.once('drain', this.resumeUpstream!);
    return false;
  }

  onComplete(): void {
    if (this.finished) return;
    this.finished = true;
    clearTimeout(this.timer);
    (this.sink ?? this.request.res).end();
  }

  onError(error: Error): void {
    clearTimeout(this.timer);
    if (this.finished) return;
    this.finished = true;
    const { res } = this.request;
    // Headers are out: the only honest signal left is a cut connection.
    if (this.responded) {
      if (this.sink !== res) this.sink?.destroy();
      res.destroy();
    } else if (!res.destroyed)
      this.outcomes.failed(this.request, this.upstream, this.attempt, this.reusedSocket, error);
  }
}
