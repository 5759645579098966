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
 * always send `Origin` on such writes (refused above when foreign), and any write the browser
 * marks `Sec-Fetch-Site: cross-site` is refused too, even from a listed origin: the console is
 * served by this proxy or by the dev server beside it (same site), so a cross-site write is never
 * the console's. A write without either header comes from a non-browser client (curl, an API
 * library) and goes through. Returns the reason for refusing, or undefined.
 */
export function refuseForeignWrite(req: IncomingMessage, cors: CorsPolicy): string | undefined {
  if (!WRITE_METHODS.has(req.method ?? '')) return undefined;
  const foreign = refuseForeignOrigin(req, cors);
  if (foreign !== undefined) return foreign;
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site write refused';
  return undefined;
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
