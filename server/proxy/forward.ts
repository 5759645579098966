import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/httpError';
import { BodyBudgetExhausted, bodyBudgetExhausted, bodyClientOf } from '../http/bodyBudget';
import { createBudgetRefusal } from '../http/budgetRefusal';
import { answerWhenSafe } from '../http/drainRequest';
import { answerPaused, isLargeBody, RefusedBodies } from '../http/refusedBodies';
import { sendError } from '../http/sendError';
import type { Logger } from '../http/logger';
import type { ObservedRequest } from '../observability/requestObserver';
import { REQUEST_ID_HEADER } from '../observability/requestId';
import { upstreamRequestHeaders } from './headers';
import type { RequestTarget } from './pathGuard';
import type { UpstreamFailureCause } from './proxyMetrics';
import {
  UpstreamExchange,
  UpstreamTimeout,
  type ExchangeOutcomes,
  type ExchangeRequest,
} from './upstreamExchange';
import type { Upstream, UpstreamPool } from './upstreams';
import { basicAuthorization } from '../http/basicAuth';
import { AbandonedBody, readBodyAs, refusedUpFront, type BodyReading } from '../http/readBody';

/**
 * Forwards one confined `/service/…` request to an upstream with the account's credentials, and
 * streams the answer back (undici's dispatcher, see upstreamExchange.ts). Decides what a failed
 * attempt becomes: another try (a GET only) or a 502/504 whose message names no upstream address:
 * the browser only learns what failed.
 */
export interface ForwarderOptions {
  pool: UpstreamPool;
  token: string;
  /** Time allowed for the upstream's response headers, and then again for its body. */
  timeoutMs: number;
  /** Holds request bodies while they arrive, within the size, memory and time limits. */
  bodies: BodyReading;
  log: Logger;
  /**
   * Pauses the large bodies of a client (its address, as the body budget counts them) whose
   * large bodies keep being refused, here or upstream: the pause is answered before a byte of
   * the body is read, so the service never sees them.
   */
  refusedBodies?: RefusedBodies;
  /** Told of every 502/504 this forwarder answers, with its cause (metrics). */
  upstreamFailed?: (status: 502 | 504, cause: UpstreamFailureCause) => void;
}

/** `observed` carries the request id sent upstream as X-Request-Id, and learns a failure's cause. */
export type Forward = (
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  observed?: ObservedRequest,
) => void;

export const CREDENTIALS_REJECTED =
  'The upstream rejected the configured credentials (check CRM_API_TOKEN)';
const UNREACHABLE = 'The CRM service could not be reached';
const NO_ANSWER = 'The CRM service closed the connection without answering';
const TOO_SLOW = 'The CRM service did not answer in time';

/** Errors meaning no connection was made: nothing reached the upstream. */
const CONNECT_ERRORS = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
  // undici gave up connecting (10 s).
  'UND_ERR_CONNECT_TIMEOUT',
]);
/**
 * Errors of a kept-alive socket the upstream closed just as we reused it: a reset, a write into a
 * closed socket, or (undici's `SocketError`) the other side closing before any answer.
 */
const STALE_SOCKET_ERRORS = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

export function createForwarder(options: ForwarderOptions): Forward {
  const { pool, timeoutMs, bodies, log } = options;
  const refuseOverBudget = createBudgetRefusal(log);
  const refusedBodies = options.refusedBodies ?? new RefusedBodies();
  refusedBodies.onPause = (client, pauseMs) =>
    log.warn('large request bodies paused: too many were refused as invalid', {
      client,
      pauseMs,
    });

  function fail(
    res: ServerResponse,
    observed: ObservedRequest | undefined,
    status: 502 | 504,
    cause: UpstreamFailureCause,
    message: string,
  ): void {
    if (observed !== undefined) observed.cause = cause;
    options.upstreamFailed?.(status, cause);
    sendError(res, new HttpError(status, [message]), log);
  }
  // Computed once; the token itself is never logged or sent anywhere but upstream.
  const authorization = basicAuthorization(options.token);

  const outcomes: ExchangeOutcomes = {
    timeoutMs,
    credentialsRejected(request) {
      const { req, res, observed } = request;
      log.error(
        `upstream answered 401 to ${req.method} ${observed?.route ?? 'a request'}: check CRM_API_TOKEN`,
      );
      fail(res, observed, 502, 'credentials_rejected', CREDENTIALS_REJECTED);
    },
    /** The attempt failed before any answer reached the browser: try again, or answer 502/504. */
    failed(request, upstream, attempt, reusedSocket, error) {
      const { req, res, observed } = request;
      const code = (error as NodeJS.ErrnoException).code ?? '';
      const isGet = req.method === 'GET';
      if (CONNECT_ERRORS.has(code)) {
        pool.markDown(upstream);
        log.error(`upstream ${code}: skipping it for a few seconds`);
        // GETs may fail over to another upstream; writes are never retried.
        const other = isGet ? pool.pick(upstream) : undefined;
        if (other !== undefined) return retry(request, other, attempt + 1);
      } else if (isGet && attempt === 0 && reusedSocket && STALE_SOCKET_ERRORS.has(code)) {
        // The upstream closed an idle kept-alive socket as we reused it: the request never ran,
        // and a GET is safe to send once more on a fresh connection. Writes are never retried.
        return retry(request, upstream, attempt + 1);
      }
      if (error instanceof UpstreamTimeout) {
        log.error(
          `upstream timeout after ${timeoutMs} ms on ${req.method} ${observed?.route ?? 'a request'}`,
        );
        fail(res, observed, 504, 'timeout', TOO_SLOW);
      } else if (CONNECT_ERRORS.has(code)) {
        fail(res, observed, 502, 'unreachable', UNREACHABLE);
      } else {
        log.error(
          `upstream ${code === '' ? error.message : `${code} (${error.message})`} on ${req.method} ${observed?.route ?? 'a request'}`,
        );
        fail(res, observed, 502, 'no_answer', NO_ANSWER);
      }
    },
  };

  /**
   * Once undici has finished with the failed attempt (its error is reported from inside its socket
   * handling): the connection it used is then free again, and the pool reuses it rather than
   * opening one more.
   */
  function retry(request: ExchangeRequest, upstream: Upstream, attempt: number): void {
    queueMicrotask(() => {
      if (!request.res.destroyed) send(request, upstream, attempt);
    });
  }

  function send(request: ExchangeRequest, upstream: Upstream, attempt: number): void {
    const { req, body, target, observed } = request;
    const headers = upstreamRequestHeaders(req.headers, {
      host: upstream.hostHeader,
      authorization,
      contentLength: body?.length ?? (req.method === 'GET' ? undefined : 0),
    });
    // The proxy's own id (never the browser's unchecked one), so both processes log the same.
    if (observed !== undefined) headers[REQUEST_ID_HEADER] = observed.id;
    const exchange = new UpstreamExchange(outcomes, request, upstream, attempt);
    // Invalid options are reported to the exchange's onError, never thrown.
    upstream.dispatcher.dispatch(
      {
        method: req.method ?? 'GET',
        path: `${upstream.basePath}${target.path}${target.query}`,
        headers,
        body: body ?? null,
      },
      exchange,
    );
  }

  return function forward(req, res, target, observed) {
    const upstream = pool.pick();
    if (upstream === undefined) {
      fail(res, observed, 502, 'unreachable', UNREACHABLE);
      return;
    }
    if (!hasBody(req)) {
      send({ req, res, target, body: undefined, observed }, upstream, 0);
      return;
    }
    const client = bodyClientOf(req);
    const paused = refusedBodies.check(client, req);
    if (paused !== undefined) {
      // Held, then answered (answerPaused); not logged one line each, the pause itself was.
      if (observed !== undefined) observed.unlogged = true;
      return answerPaused(req, res, paused, (late) => sendError(res, late, log));
    }
    // Short of room for its body: refused at once, before a promise or a byte of it.
    if (refusedUpFront(req, bodies))
      return refuseOverBudget(req, res, bodyBudgetExhausted(), observed);
    // A large body's answer, from here or upstream, is told to the pause's count.
    if (isLargeBody(req)) res.once('finish', () => refusedBodies.answered(client, res.statusCode));
    // Bodies are API documents far below the limit: buffering them (counted as they stream, 413
    // past the limit, 503 past the shared budget) lets a refused body never reach the upstream.
    readBodyAs(req, bodies).then(
      (body) => send({ req, res, target, body, observed }, upstream, 0),
      (error: unknown) => {
        // A stalled or cut body: its connection ends with the answer, nothing more is read.
        if (error instanceof AbandonedBody) return sendError(res, error, log);
        // Short of room for bodies: answered at once, the body left unread.
        if (error instanceof BodyBudgetExhausted)
          return refuseOverBudget(req, res, error, observed);
        // Too large: the rest is read and thrown away (for a few seconds at most) so the client
        // sees why.
        answerWhenSafe(req, () => sendError(res, error, log));
      },
    );
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
