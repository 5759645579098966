import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from '../http/logger';
import { methodLabel, UNMATCHED_ROUTE, type HttpMetrics } from './httpMetrics';
import { REQUEST_ID_HEADER, requestIdOf } from './requestId';

/** What the app learns about a request while handling it, for its log line and metrics. */
export interface ObservedRequest {
  readonly id: string;
  /** Route template once known; `unmatched` until then (and for every unknown path). */
  route: string;
  /** Why the upstream failed (proxy 502/504), for the log line. */
  cause?: string;
  /** No request line: the request is counted in the metrics only, and logged in a summary (budgetRefusal.ts). */
  unlogged?: boolean;
}

/** Status of an answer the client went away from before it was complete (nginx's convention). */
const CLIENT_CLOSED = 499;

/**
 * Starts observing one request: gives it its id (answered as `X-Request-Id`) and, when the
 * answer ends, writes its log line and counts it. With neither logging nor metrics, only the id
 * is set (the proxy still passes it upstream).
 */
export function createRequestObserver(
  app: 'proxy' | 'service',
  log: Logger,
  metrics: HttpMetrics | undefined,
  /**
   * Whether a (valid) incoming `X-Request-Id` is kept: the service keeps the proxy's; the proxy
   * keeps one only from a reverse proxy it trusts (TRUST_PROXY), never a browser's choice.
   */
  options: { keepIncomingId?: boolean } = {},
): (req: IncomingMessage, res: ServerResponse) => ObservedRequest {
  const logLine = log.request;
  const keepIncomingId = options.keepIncomingId ?? true;
  return (req, res) => {
    const observed: ObservedRequest = {
      id: requestIdOf(keepIncomingId ? req.headers[REQUEST_ID_HEADER] : undefined),
      route: UNMATCHED_ROUTE,
    };
    res.setHeader(REQUEST_ID_HEADER, observed.id);
    if (logLine === undefined && metrics === undefined) return observed;
    const started = performance.now();
    // 'close' comes once: a plain listener spares the once-wrapper on every request.
    res.on('close', () => {
      const elapsedMs = performance.now() - started;
      const status = res.writableFinished || res.headersSent ? res.statusCode : CLIENT_CLOSED;
      const method = methodLabel(req.method);
      metrics?.observe(observed.route, method, status, elapsedMs / 1000);
      if (observed.unlogged === true) return;
      logLine?.({
        app,
        reqId: observed.id,
        method,
        route: observed.route,
        status,
        ms: Math.round(elapsedMs * 100) / 100,
        cause: observed.cause,
      });
    });
    return observed;
  };
}
