import type { Dispatcher } from 'undici';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { HttpError, notFound } from '../http/httpError';
import { answerWhenSafe } from '../http/drainRequest';
import { createFramingGuard } from '../http/framingGuard';
import { createBodyBudget } from '../http/bodyBudget';
import { BODY_IDLE_TIMEOUT_MS, BODY_TOTAL_TIMEOUT_MS, DEFAULT_BODY_LIMIT } from '../http/readBody';
import { sendError } from '../http/sendError';
import { silentLogger, type Logger } from '../http/logger';
import { sendPlain } from '../observability/health';
import { METRICS_CONTENT_TYPE, metricsText, UNMATCHED_ROUTE } from '../observability/httpMetrics';
import { createRequestObserver, type ObservedRequest } from '../observability/requestObserver';
import { createRouteTemplates } from '../service/wire/routeTemplate';
import { createConsoleInfo } from './consoleInfo';
import { createCorsPolicy, defaultAllowedOrigins } from './cors';
import {
  refuseCrossSite,
  refuseForeignOrigin,
  refuseForeignWrite,
  refuseMethodOverride,
} from './csrf';
import { createForwarder } from './forward';
import { setSecurityHeaders } from './headers';
import { createHostGuard } from './hostGuard';
import { parseRequestTarget, type RequestTarget } from './pathGuard';
import { createProxyMetrics } from './proxyMetrics';
import { upstreamsAnswering } from './readiness';
import { refuseSocket } from './refuseSocket';
import { createStaticHandler } from './staticFiles';
import { createFirstScreenPages, forgetDrawingsAround } from './firstScreen/firstScreenPages';
import { createUpstreamPool } from './upstreams';
import { createConsoleGate } from '../signin/consoleGate';
import type { ConsoleLogin } from '../signin/loginSettings';
import { SIGN_OUT_PATH } from '../signin/signInPage';

/**
 * The proxy: the only thing the browser talks to. In order, every request passes the Host guard
 * (DNS rebinding), the upgrade refusal, the request-target confinement and the method check, the
 * cross-site refusal and (with a login configured) the sign-in gate; then
 * `/service/…` gets CORS, the CSRF guard and is forwarded with the account's credentials,
 * `/console/info.json` says which upstream is in use, and anything else is the console itself.
 */
export interface ProxyOptions {
  /** `{base_url}`s of the upstream (several are spread round-robin). */
  upstreams: readonly URL[];
  /**
   * How to reach the (single) upstream instead of HTTP connections: the embedded service's port
   * in `npm start` (runtime/portDispatcher.ts). Its address still names it (Location rewriting).
   */
  upstreamDispatcher?: Dispatcher;
  /** The account's API token, sent upstream as Basic credentials and nowhere else. */
  token: string;
  /** The port this proxy listens on: Host and default-origin checks use it. */
  listenPort: number;
  /** Shown by /console/info.json: 'embedded' or the remote host name (default: first upstream's host name). */
  upstreamLabel?: string;
  allowedHosts?: readonly string[];
  /** Default: the console's own origin on `listenPort` and Vite's dev server (see cors.ts). */
  allowedOrigins?: readonly string[];
  /** Built console directory (dist/). */
  staticDir?: string;
  /** The console's server copy (`dist-ssr/renderFirstScreen.js`): pages come with their screen drawn. */
  firstScreenBundle?: string;
  /** Drawings reused while their reads get the same answers (default true; firstScreen/drawingCache.ts). */
  reuseDrawings?: boolean;
  /** Replaces static serving for everything outside /service and /console (the dev server's Vite). */
  consoleHandler?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Default 15 s. */
  upstreamTimeoutMs?: number;
  /** Default 1 MiB. */
  bodyLimit?: number;
  /** Bytes of request bodies held at once, across requests (default 64 MiB; see bodyBudget.ts). */
  bodyBudgetBytes?: number;
  /** Longest pause inside a request body (default 10 s). */
  bodyIdleMs?: number;
  /** Longest time a request body may take to arrive (default 30 s). */
  bodyTotalMs?: number;
  log?: Logger;
  /** Prometheus metrics at /metrics (default on; the benchmark measures their cost). */
  metrics?: boolean;
  /** When set, every request but the health probes needs a signed-in session (signin/). */
  consoleLogin?: ConsoleLogin;
  /** One reverse proxy in front: believe its X-Forwarded-Proto and -For (signin/consoleGate.ts). */
  trustProxy?: boolean;
}

export interface ProxyApp {
  handle(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex): void;
  handleConnect(req: IncomingMessage, socket: Duplex): void;
  /** Closes the upstream connection pools; call after the server stopped accepting. */
  close(): void;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);
const SERVICE_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const SERVICE_ALLOW = 'GET, POST, PUT, DELETE, OPTIONS';
const UPGRADE_REFUSED = 'Protocol upgrades are not supported';
const OPERATIONS = new Set(['/healthz', '/readyz', '/metrics']);

export function createProxyApp(options: ProxyOptions): ProxyApp {
  const checkFraming = createFramingGuard();
  const log = options.log ?? silentLogger;
  const hostAllowed = createHostGuard(options.listenPort, options.allowedHosts);
  const cors = createCorsPolicy(
    options.allowedOrigins ?? defaultAllowedOrigins(options.listenPort),
  );
  const pool = createUpstreamPool(options.upstreams, options.upstreamDispatcher);
  const metrics = options.metrics === false ? undefined : createProxyMetrics();
  const gate =
    options.consoleLogin === undefined
      ? undefined
      : createConsoleGate({
          login: options.consoleLogin,
          trustProxy: options.trustProxy === true,
          log,
        });
  const observe = createRequestObserver('proxy', log, metrics?.http, {
    keepIncomingId: options.trustProxy === true,
  });
  const serviceRoute = createRouteTemplates();
  const forward = createForwarder({
    pool,
    token: options.token,
    timeoutMs: options.upstreamTimeoutMs ?? 15_000,
    bodies: {
      limit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      budget: createBodyBudget(options.bodyBudgetBytes),
      idleMs: options.bodyIdleMs ?? BODY_IDLE_TIMEOUT_MS,
      totalMs: options.bodyTotalMs ?? BODY_TOTAL_TIMEOUT_MS,
    },
    log,
    upstreamFailed: metrics?.upstreamFailed,
  });

  /** Route template of a confined target: the API's templates, and one label per kind of console path. */
  function routeOf(target: RequestTarget): string {
    const area = target.segments[0];
    if (area === 'service') return serviceRoute(target.segments.slice(1));
    if (OPERATIONS.has(target.path) || target.path === '/console/info.json') return target.path;
    if (area === 'console') return UNMATCHED_ROUTE;
    return area === 'assets' ? '/assets/*' : 'console page';
  }

  /** `/healthz`, `/readyz`, `/metrics`: plain text, for this proxy's own Host and Origin only (guarded above). */
  async function operations(method: string, path: string, res: ServerResponse): Promise<void> {
    if (method !== 'GET' && method !== 'HEAD')
      throw new HttpError(405, [`Method ${method} is not allowed here`], { allow: 'GET, HEAD' });
    if (path === '/healthz') return sendPlain(res, 200, 'ok\n');
    if (path === '/readyz') {
      const { answering, total } = await upstreamsAnswering(pool);
      if (answering === 0) {
        log.warn('not ready: no upstream answers', { total });
        return sendPlain(res, 503, `not ready: no upstream answers (0 of ${total})\n`);
      }
      return sendPlain(res, 200, `ready: ${answering} of ${total} upstreams answer\n`);
    }
    if (metrics === undefined) throw notFound();
    return sendPlain(res, 200, await metricsText(metrics.registries), METRICS_CONTENT_TYPE);
  }
  const consoleInfo = {
    upstream: options.upstreamLabel ?? options.upstreams[0]?.hostname ?? 'unknown',
    ...(gate === undefined ? {} : { signOut: SIGN_OUT_PATH }),
  };
  const sendInfo = createConsoleInfo(consoleInfo.upstream, consoleInfo.signOut);
  const firstScreens =
    options.staticDir === undefined || options.firstScreenBundle === undefined
      ? undefined
      : createFirstScreenPages({
          distDir: options.staticDir,
          bundle: options.firstScreenBundle,
          pool,
          token: options.token,
          consoleInfo,
          log,
          onOutcome: metrics?.firstScreen,
          onCheck: metrics?.firstScreenCheck,
          reuse: options.reuseDrawings ?? true,
        });
  const serveStatic =
    options.staticDir === undefined
      ? undefined
      : createStaticHandler(options.staticDir, log, firstScreens);

  function route(req: IncomingMessage, res: ServerResponse, observed: ObservedRequest): void {
    if (!hostAllowed(req.headers.host))
      throw new HttpError(403, ['This host name is not served here (see ALLOWED_HOSTS)']);
    // A foreign page gets nothing, whatever the method: no forwarding with our credentials, no
    // console page, no metrics.
    const foreignOrigin = refuseForeignOrigin(req, cors);
    if (foreignOrigin !== undefined) {
      res.setHeader('vary', 'Origin');
      throw new HttpError(403, [foreignOrigin]);
    }
    const override = refuseMethodOverride(req);
    if (override !== undefined) throw new HttpError(400, [override]);
    if (req.headers.upgrade !== undefined)
      throw new HttpError(400, [UPGRADE_REFUSED], { connection: 'close' });
    const target = parseRequestTarget(req.url);
    observed.route = routeOf(target);
    const method = req.method ?? '';
    if (!KNOWN_METHODS.has(method))
      throw new HttpError(405, [`Method ${method} is not allowed`], { allow: SERVICE_ALLOW });
    const area = target.segments[0];
    // The API, its info and the operations endpoints answer the console only, never another
    // site's <img> or no-cors fetch; console pages stay reachable by a link from anywhere.
    if (OPERATIONS.has(target.path) || area === 'service' || area === 'console') {
      const crossSite = refuseCrossSite(req);
      if (crossSite !== undefined) throw new HttpError(403, [crossSite]);
    }
    // With a login configured, nothing below is reached without a session.
    if (gate !== undefined && gate.check(req, res, target) === 'handled') return;
    if (OPERATIONS.has(target.path)) {
      operations(method, target.path, res).catch((error: unknown) => sendError(res, error, log));
      return;
    }

    if (area === 'service' || area === 'console') {
      if (method === 'OPTIONS') {
        if (req.headers['access-control-request-method'] === undefined)
          throw new HttpError(405, ['Method OPTIONS is only answered as a CORS preflight'], {
            allow: SERVICE_ALLOW,
          });
        if (cors.answerPreflight(req, res) === 'refused')
          throw new HttpError(403, [
            'Cross-origin request refused: this origin, method or header is not allowed',
          ]);
        return;
      }
      cors.applyHeaders(req, res);
      const refusal = refuseForeignWrite(req, cors);
      if (refusal !== undefined) throw new HttpError(403, [refusal]);
      if (area === 'console') {
        if (target.path !== '/console/info.json') throw notFound();
        if (method !== 'GET')
          throw new HttpError(405, [`Method ${method} is not allowed here`], { allow: 'GET' });
        return sendInfo(res);
      }
      if (!SERVICE_METHODS.has(method))
        throw new HttpError(405, [`Method ${method} is not allowed on /service`], {
          allow: SERVICE_ALLOW,
        });
      // `/service` alone, and raw segments starting with a dot (`.git`, `.env`), are not API
      // paths. A piece after a name's encoded slash counts too: an upstream that splits on `%2F`
      // would see it as a segment. A name that starts with a dot (`.NET developers`) travels as
      // `%2E…`, the way the console encodes it; dot segments however encoded were refused above.
      if (target.segments.length < 2 || startsHidden(target.path)) throw notFound();
      if (method !== 'GET' && method !== 'HEAD') forgetDrawingsAround(firstScreens, res);
      return forward(req, res, target, observed);
    }

    // Outside /service nothing is forwarded: this is the console itself.
    res.setHeader('vary', 'Origin');
    if (method !== 'GET' && method !== 'HEAD') throw notFound();
    if (options.consoleHandler) {
      // Vite's dev pages need inline scripts; the API-only CSP would blank them.
      res.removeHeader('content-security-policy');
      return options.consoleHandler(req, res);
    }
    if (serveStatic) return serveStatic(req, res, target);
    throw notFound();
  }

  return {
    handle(req, res) {
      const observed = observe(req, res);
      setSecurityHeaders(res);
      // Smuggling forms (HTTP/1.0 with Transfer-Encoding, two or no Host headers, absolute-form
      // targets) are refused and nothing pipelined behind them is forwarded with our token.
      const framing = checkFraming(req);
      if (framing.kind === 'ignore') return;
      if (framing.kind === 'refuse') {
        answerWhenSafe(req, () => sendError(res, framing.error, log), { closeAfter: true });
        return;
      }
      try {
        route(req, res, observed);
      } catch (error) {
        sendError(res, error, log);
      }
    },
    handleUpgrade(req, socket) {
      refuseSocket(socket, 400, UPGRADE_REFUSED);
    },
    handleConnect(req, socket) {
      refuseSocket(socket, 405, 'CONNECT is not allowed: this is not a forward proxy');
    },
    close() {
      pool.close();
    },
  };
}

/** A raw segment, or a piece of one after its encoded `/` or `\\`, starts with a literal dot. */
function startsHidden(rawPath: string): boolean {
  return /\/\.|%2f\.|%5c\./i.test(rawPath);
}
