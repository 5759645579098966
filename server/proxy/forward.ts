import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/httpError';
import { readBody } from '../http/readBody';
import { sendError } from '../http/sendError';
import type { Logger } from '../http/logger';
import type { ObservedRequest } from '../observability/requestObserver';
import { REQUEST_ID_HEADER } from '../observability/requestId';
import { downstreamResponseHeaders, mergeVary, upstreamRequestHeaders } from './headers';
import { rewriteLocation } from './location';
import type { RequestTarget } from './pathGuard';
import type { UpstreamFailureCause } from './proxyMetrics';
import type { Upstream, UpstreamPool } from './upstreams';
import { basicAuthorization } from '../http/basicAuth';

/**
 * Forwards one confined `/service/…` request to an upstream with the account's credentials, and
 * streams the answer back. Plain `node:http` piping over keep-alive agents: the lightest path
 * measured here. Error answers name no upstream address: the browser only learns what failed.
 */
export interface ForwarderOptions {
  pool: UpstreamPool;
  token: string;
  /** Time allowed for the upstream's response headers, and then again for its body. */
  timeoutMs: number;
  bodyLimit: number;
  log: Logger;
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
]);
/** Errors of a kept-alive socket the upstream closed just as we reused it. */
const STALE_SOCKET_ERRORS = new Set(['ECONNRESET', 'EPIPE']);

class UpstreamTimeout extends Error {
  override readonly name = 'UpstreamTimeout';
}

export function createForwarder(options: ForwarderOptions): Forward {
  const { pool, timeoutMs, bodyLimit, log } = options;

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

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    target: RequestTarget,
    body: Buffer | undefined,
    upstream: Upstream,
    attempt: number,
    observed: ObservedRequest | undefined,
  ): void {
    const headers = upstreamRequestHeaders(req.headers, {
      host: upstream.hostHeader,
      authorization,
      contentLength: body?.length ?? (req.method === 'GET' ? undefined : 0),
    });
    // The proxy's own id (never the browser's unchecked one), so both processes log the same.
    if (observed !== undefined) headers[REQUEST_ID_HEADER] = observed.id;
    const upReq: ClientRequest = upstream.request({
      agent: upstream.agent,
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: `${upstream.basePath}${target.path}${target.query}`,
      headers,
      setHost: false,
    });
    let responded = false;
    let finished = false;
    // One timer: first for the response headers, re-armed once for the body.
    const timer = setTimeout(() => upReq.destroy(new UpstreamTimeout()), timeoutMs);

    res.on('close', () => {
      // The browser went away before the answer was complete: stop the upstream work too.
      if (!finished) {
        clearTimeout(timer);
        upReq.destroy();
      }
    });

    upReq.on('response', (upRes) => {
      responded = true;
      const status = upRes.statusCode ?? 502;
      if (status === 401) {
        finished = true;
        clearTimeout(timer);
        upRes.resume();
        log.error(
          `upstream answered 401 to ${req.method} ${observed?.route ?? 'a request'}: check CRM_API_TOKEN`,
        );
        fail(res, observed, 502, 'credentials_rejected', CREDENTIALS_REJECTED);
        return;
      }
      timer.refresh();
      const headers = downstreamResponseHeaders(upRes.headers, (value) =>
        rewriteLocation(value, upstream),
      );
      mergeVary(headers);
      if (observed !== undefined) headers[REQUEST_ID_HEADER] = observed.id;
      res.writeHead(status, headers);
      upRes.on('end', () => {
        finished = true;
        clearTimeout(timer);
      });
      upRes.on('error', () => res.destroy());
      upRes.pipe(res);
    });

    upReq.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (finished) return;
      if (responded) {
        // Headers are out: the only honest signal left is a cut connection.
        finished = true;
        res.destroy();
        return;
      }
      if (res.destroyed) return;
      const code = error.code ?? '';
      const isGet = req.method === 'GET';
      if (CONNECT_ERRORS.has(code)) {
        pool.markDown(upstream);
        log.error(`upstream ${code}: skipping it for a few seconds`);
        // GETs may fail over to another upstream; writes are never retried.
        const other = isGet ? pool.pick(upstream) : undefined;
        if (other !== undefined) return send(req, res, target, body, other, attempt + 1, observed);
      } else if (isGet && attempt === 0 && upReq.reusedSocket && STALE_SOCKET_ERRORS.has(code)) {
        // The upstream closed an idle kept-alive socket as we reused it: the request never ran,
        // and a GET is safe to send once more on a fresh connection. Writes are never retried.
        return send(req, res, target, body, upstream, attempt + 1, observed);
      }
      finished = true;
      if (error instanceof UpstreamTimeout) {
        log.error(
          `upstream timeout after ${timeoutMs} ms on ${req.method} ${observed?.route ?? 'a request'}`,
        );
        fail(res, observed, 504, 'timeout', TOO_SLOW);
      } else if (CONNECT_ERRORS.has(code)) {
        fail(res, observed, 502, 'unreachable', UNREACHABLE);
      } else {
        log.error(
          `upstream ${code || error.message} on ${req.method} ${observed?.route ?? 'a request'}`,
        );
        fail(res, observed, 502, 'no_answer', NO_ANSWER);
      }
    });

    upReq.end(body);
  }

  return function forward(req, res, target, observed) {
    const upstream = pool.pick();
    if (upstream === undefined) {
      fail(res, observed, 502, 'unreachable', UNREACHABLE);
      return;
    }
    if (!hasBody(req)) {
      send(req, res, target, undefined, upstream, 0, observed);
      return;
    }
    // Bodies are API documents far below the limit: buffering them (counted as they stream, 413
    // past the limit) lets a refused body never reach the upstream at all.
    readBody(req, bodyLimit).then(
      (body) => send(req, res, target, body, upstream, 0, observed),
      (error: unknown) => sendError(res, error, log),
    );
  };
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
