import type { IncomingMessage } from 'node:http';
import type { CorsPolicy } from './cors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Origin guard for every request. A browser sends `Origin` on cross-origin requests of any method
 * (fetch, XHR, `crossorigin` scripts) and on writes; a page of another site must never get the
 * proxy to send the account's credentials upstream, whatever the method, so a request whose
 * Origin is present and neither an allowed origin (ALLOWED_ORIGINS, including the opaque `null`)
 * nor this proxy's own origin (`http://` + the Host the Host guard already accepted) is refused
 * before anything is forwarded. A request without Origin (a same-origin GET, curl, an API
 * library) goes through. Returns the reason for refusing, or undefined.
 */
export function refuseForeignOrigin(req: IncomingMessage, cors: CorsPolicy): string | undefined {
  const origin = req.headers.origin;
  if (origin === undefined || cors.isAllowed(origin) || isOwnOrigin(origin, req.headers.host))
    return undefined;
  return WRITE_METHODS.has(req.method ?? '')
    ? 'Cross-origin write refused: this origin is not allowed (ALLOWED_ORIGINS)'
    : 'Cross-origin request refused: this origin is not allowed (ALLOWED_ORIGINS)';
}

/** The console served by this proxy under the Host it was reached by (already checked by the Host guard). */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  return host !== undefined && origin.toLowerCase() === `http://${host.toLowerCase()}`;
}

/**
 * CSRF guard for writes, after the Origin guard. A form or `text/plain` post from another site
 * needs no preflight, so CORS alone would let it through with our credentials attached; browsers
 * always send `Origin` on such writes (refused above when foreign). A write without `Origin`
 * comes from a non-browser client (curl, an API library) and goes through. Returns the reason
 * for refusing, or undefined.
 */
export function refuseForeignWrite(req: IncomingMessage, cors: CorsPolicy): string | undefined {
  if (!WRITE_METHODS.has(req.method ?? '')) return undefined;
  return refuseForeignOrigin(req, cors);
}

/**
 * Cross-site guard for the API and the operations endpoints, whatever the method. An `<img>`, a
 * `<script>` or a `no-cors` fetch from another site sends no `Origin` on a GET, but every current
 * browser marks it `Sec-Fetch-Site: cross-site`; such a request must not reach the upstream with
 * our credentials (the answer is opaque to the page, but the request itself still costs the
 * account, and a slow one holds everyone). The console is served by this proxy (same-origin) or
 * by the dev server beside it (same-site: ports do not make another site), so a cross-site
 * request is never the console's, even from a listed origin. Clients that send no
 * `Sec-Fetch-Site` (curl, API libraries, old browsers already judged by Origin) go through.
 */
export function refuseCrossSite(req: IncomingMessage): string | undefined {
  return req.headers['sec-fetch-site'] === 'cross-site'
    ? 'Cross-site request refused: this address only answers the console itself'
    : undefined;
}

/**
 * Headers some frameworks read as "treat this POST as DELETE/PUT": the upstream might honour one
 * and run another method than the one every guard here judged. Refused (400) rather than dropped:
 * silently turning an intended DELETE into a POST (a create) would be worse than saying no.
 */
const METHOD_OVERRIDE_HEADERS = [
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
] as const;

export function refuseMethodOverride(req: IncomingMessage): string | undefined {
  const found = METHOD_OVERRIDE_HEADERS.find((name) => req.headers[name] !== undefined);
  return found === undefined
    ? undefined
    : `The ${found} header is not accepted: send the request with its real method`;
}
