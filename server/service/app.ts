import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/httpError';
import { silentLogger, type Logger } from '../http/logger';
import {
  BodyBudgetExhausted,
  bodyBudgetExhausted,
  createBodyBudget,
  DEFAULT_BODY_BUDGET_BYTES,
} from '../http/bodyBudget';
import { answerWhenSafe } from '../http/drainRequest';
import { createFramingGuard } from '../http/framingGuard';
import {
  readBody,
  refusedUpFront,
  DEFAULT_BODY_LIMIT,
  type BodyReadOptions,
} from '../http/readBody';
import { createBudgetRefusal } from '../http/budgetRefusal';
import {
  answerPaused,
  isLargeBody,
  RefusedBodies,
  RefusedBodiesPause,
} from '../http/refusedBodies';
import { sendError } from '../http/sendError';
import { sendPlain, READY_TIMEOUT_MS, withinTime } from '../observability/health';
import { METRICS_CONTENT_TYPE, metricsText } from '../observability/httpMetrics';
import { createBudgetMetrics } from '../observability/budgetMetrics';
import { createRequestObserver, type ObservedRequest } from '../observability/requestObserver';
import { authenticate, tokenFromHeader } from './auth/authenticate';
import { LoginThrottle } from './auth/loginThrottle';
import { createTokenHashes } from './auth/tokenHashes';
import { createBaseUrlOf } from './wire/baseUrl';
import { parseRequestBody } from './wire/bodyParseThread';
import { parseQuery } from './wire/requestInput';
import { storeFailure } from './wire/storeFailure';
import type { Reply } from './wire/reply';
import { RepresentationCache } from './wire/representationCache';
import type { RouteContext } from './wire/routeContext';
import { Router } from './wire/router';
import { routeTemplateOf } from './wire/routeTemplate';
import { createServiceMetrics } from './wire/serviceMetrics';
import { registerAllRoutes } from './routes/registerAllRoutes';
import { isOverBudget } from './store/requestBudget';
import type { Store } from './store/store';
import { requestBudgetOfEnv } from './serviceConfig';

export interface ServiceAppOptions {
  store: Store;
  log?: Logger;
  bodyLimit?: number;
  /** `{base_url}` for Location headers; by default the request's Host when allowed (baseUrl.ts). */
  publicBaseUrl?: string;
  /** Host names besides loopback ones that Location headers may use (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  throttle?: LoginThrottle;
  /** Body timeouts, and the budget of body bytes received at once (default SERVICE_BODY_BUDGET). */
  bodyRead?: BodyReadOptions;
  /** Pauses large bodies of an account whose large bodies keep being refused (refusedBodies.ts). */
  refusedBodies?: RefusedBodies;
  /** Prometheus metrics at /metrics (default on; the benchmark measures their cost). */
  metrics?: boolean;
  /**
   * Each request's time budget in the store, from its dispatch (REQUEST_BUDGET_MS): past it, its
   * statements stop, its write rolls back, and it is answered 503 with Retry-After. Default:
   * REQUEST_BUDGET_MS of the environment (`serviceConfig.ts`).
   */
  requestBudgetMs?: number;
}

export interface ServiceApp {
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/** 64 bodies of the full 1 MiB at once; more wait (503, Retry-After) instead of growing the heap. */
export const SERVICE_BODY_BUDGET = DEFAULT_BODY_BUDGET_BYTES;

/** Path below /service → decoded segments without the `.xml` suffix; null when it is not one. */
function serviceSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/service/')) return null;
  const rest = pathname.slice('/service/'.length).replace(/\.xml$/, '');
  if (rest === '') return null;
  try {
    const segments = rest.split('/').map((s) => decodeURIComponent(s));
    return segments.some((s) => s === '') ? null : segments;
  } catch {
    throw new HttpError(400, ['Malformed percent-encoding in the path']);
  }
}

/**
 * The XML CRM service as a request handler: authenticate, route, read and decode the body, run
 * the route, write its reply. Every failure becomes an XML error document in `sendError`.
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const { store } = options;
  const log = options.log ?? silentLogger;
  const metrics = options.metrics === false ? undefined : createServiceMetrics();
  const observe = createRequestObserver('service', log, metrics?.http);
  const router = new Router();
  registerAllRoutes(router);
  const throttle = options.throttle ?? new LoginThrottle();
  const tokenHashes = createTokenHashes();
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const bodyRead: BodyReadOptions = {
    ...options.bodyRead,
    budget: options.bodyRead?.budget ?? createBodyBudget(SERVICE_BODY_BUDGET),
  };
  const reading = { ...bodyRead, limit: bodyLimit };
  const refuseOverBudget = createBudgetRefusal(log);
  const cache = new RepresentationCache();
  const baseUrlOf = createBaseUrlOf(options);
  const budgetMs = options.requestBudgetMs ?? requestBudgetOfEnv();
  const budgetMetrics =
    metrics === undefined ? undefined : createBudgetMetrics(metrics.http.registry);
  const refusedBodies = options.refusedBodies ?? new RefusedBodies();
  refusedBodies.onPause = (account, pauseMs) =>
    log.warn('large request bodies paused: too many were refused as invalid', {
      account,
      pauseMs,
    });

  /** A request stopped at its budget: 503 (the store is busy, not broken), logged and counted. */
  function overBudget(observed: ObservedRequest): HttpError {
    log.warn('request stopped at its time budget', {
      reqId: observed.id,
      route: observed.route,
      budgetMs,
    });
    budgetMetrics?.overBudget(observed.route);
    return new HttpError(
      503,
      [
        `The request took longer than its time budget (${budgetMs} ms) and was stopped; nothing was changed. Try again later or narrow the search.`,
      ],
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
  }

  async function run(
    req: IncomingMessage,
    res: ServerResponse,
    observed: ObservedRequest,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const queryStart = target.indexOf('?');
    const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
    if (OPERATIONS.has(pathname)) return operations(req, res, pathname, observed);
    const segments = serviceSegments(pathname);
    if (segments === null)
      throw new HttpError(404, [
        'No such resource: every path starts with /service/ and ends with .xml',
      ]);

    const match = router.match(method, segments);
    if (match.kind !== 'not_found') observed.route = routeTemplateOf(match.pattern);
    const user = await authenticate(
      store.accounts,
      throttle,
      tokenHashes,
      req.headers.authorization,
      req.socket.remoteAddress ?? 'unknown',
    ).catch((error: unknown) => {
      if (metrics !== undefined && error instanceof HttpError) {
        if (error.status === 429) metrics.throttledLogin();
        else
          metrics.failedLogin(
            req.headers.authorization === undefined
              ? 'missing'
              : tokenFromHeader(req.headers.authorization) === null
                ? 'malformed'
                : 'invalid',
          );
      }
      throw error;
    });
    if (match.kind === 'not_found')
      throw new HttpError(404, [`No such resource: ${pathname.slice(0, 200)}`]);
    if (match.kind === 'method_not_allowed')
      throw new HttpError(405, [`${method} is not allowed here`], {
        allow: match.allowed.join(', '),
      });

    const account = String(user.accountId);
    const paused = refusedBodies.check(account, req);
    if (paused !== undefined) throw paused;
    // A large body's answer, a reply or an error, is told to the pause's count (as on the proxy).
    if (isLargeBody(req)) res.once('finish', () => refusedBodies.answered(account, res.statusCode));

    const query = parseQuery(queryStart === -1 ? '' : target.slice(queryStart + 1));
    const body =
      method === 'GET'
        ? null
        : await parseRequestBody(
            req.headers['content-type'],
            await readBody(req, bodyLimit, bodyRead),
          );
    const ctx: RouteContext = {
      store,
      user,
      scope: { accountId: user.accountId, userId: user.userId, deadline: Date.now() + budgetMs },
      params: match.params,
      query,
      body,
      ifMatch: req.headers['if-match'],
      baseUrl: baseUrlOf(req),
      encodeOptions: { utcOffsetMinutes: user.utcOffsetMinutes },
      cache,
    };
    writeReply(res, await match.handler(ctx));
  }

  /** `/healthz`, `/readyz` and `/metrics`: no credentials, plain text, outside the API. */
  async function operations(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    observed: ObservedRequest,
  ): Promise<void> {
    observed.route = path;
    if (req.method !== 'GET' && req.method !== 'HEAD')
      throw new HttpError(405, [`${req.method ?? ''} is not allowed here`], { allow: 'GET, HEAD' });
    if (path === '/healthz') return sendPlain(res, 200, 'ok\n');
    if (path === '/readyz') {
      try {
        await withinTime(store.ping(), READY_TIMEOUT_MS);
      } catch (error) {
        log.warn('not ready: the database did not answer', {
          detail: error instanceof Error ? error.message : String(error),
        });
        return sendPlain(res, 503, 'not ready: the database did not answer\n');
      }
      return sendPlain(res, 200, 'ready\n');
    }
    if (metrics === undefined) throw new HttpError(404, ['Metrics are off']);
    return sendPlain(res, 200, await metricsText(metrics.registries), METRICS_CONTENT_TYPE);
  }

  const checkFraming = createFramingGuard();

  return {
    handle(req, res) {
      const observed = observe(req, res);
      const framing = checkFraming(req);
      if (framing.kind === 'ignore') return;
      if (framing.kind === 'refuse') {
        answerWhenSafe(req, () => sendError(res, framing.error, log), { closeAfter: true });
        return;
      }
      // Short of room for its body: refused before it is routed or authenticated (a GET's body is
      // never read).
      if (req.method !== 'GET' && refusedUpFront(req, reading))
        return refuseOverBudget(req, res, bodyBudgetExhausted(), observed);
      run(req, res, observed).catch((thrown: unknown) => {
        let error = thrown;
        // Paused: held, then answered (answerPaused); not logged one line each, the pause was.
        if (error instanceof RefusedBodiesPause) {
          observed.unlogged = true;
          return answerPaused(req, res, error, (late) => sendError(res, late, log));
        }
        if (isOverBudget(thrown)) error = overBudget(observed);
        else {
          const failure = storeFailure(thrown);
          // Not the client's doing, but the operator must hear of it.
          if (failure !== undefined) {
            log?.error('write refused: the store is out of disk space', thrown);
            error = failure;
          }
        }
        // Short of room for bodies: answered at once, the body left unread (held uploads would
        // otherwise have this thread read theirs).
        if (error instanceof BodyBudgetExhausted)
          return refuseOverBudget(req, res, error, observed);
        // The body may be unread when auth or routing failed or it was too large: answer so the
        // client can still read the error (see answerWhenSafe).
        const closeAfter = error instanceof HttpError && error.headers['connection'] === 'close';
        // A body that stopped arriving (408) has nothing left to drain: answer at once.
        const graceMs = error instanceof HttpError && error.status === 408 ? 0 : undefined;
        answerWhenSafe(req, () => sendError(res, error, log), { closeAfter, graceMs });
      });
    },
  };
}

const OPERATIONS = new Set(['/healthz', '/readyz', '/metrics']);

/** What a request stopped at its budget is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 1;

function writeReply(res: ServerResponse, reply: Reply): void {
  const body = reply.body ?? '';
  res.writeHead(reply.status, {
    ...reply.headers,
    'content-type': 'application/xml; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
