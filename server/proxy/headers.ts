import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * Header hygiene in both directions. Requests lose the browser's credentials and identity
 * (Cookie, its own Authorization, Proxy-Authorization), forwarding claims (Forwarded,
 * X-Forwarded-*), hop-by-hop headers, and browser-context headers (Origin, Referer, Sec-Fetch-*)
 * that a remote API could misread: towards the upstream the proxy is a server-side API client.
 * Responses lose cookies, authentication challenges (a browser prompt would ask the user for the
 * token), hop-by-hop headers and the upstream's own CORS headers (ours are the only ones).
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

const DROPPED_REQUEST_HEADERS = new Set([
  ...HOP_BY_HOP,
  'host',
  'cookie',
  'authorization',
  'proxy-authorization',
  'forwarded',
  'x-real-ip',
  'origin',
  'referer',
  // The proxy already answered 100-continue to the client and sends the body at once.
  'expect',
  // Recomputed from the body actually sent.
  'content-length',
  // Refused by the app (csrf.ts); dropped here too, so no path ever forwards another method.
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
]);
const DROPPED_REQUEST_PREFIXES = ['x-forwarded-', 'sec-fetch-', 'proxy-'];

const DROPPED_RESPONSE_HEADERS = new Set([
  ...HOP_BY_HOP,
  'set-cookie',
  'www-authenticate',
  'proxy-authenticate',
]);
const DROPPED_RESPONSE_PREFIXES = ['access-control-', 'proxy-'];

/**
 * The names a `Connection` header lists are hop-by-hop for this one message. `keep-alive`, which
 * nearly every request and answer carries, lists only a name dropped anyway: no set to build.
 */
function connectionListed(value: string | string[] | undefined): Set<string> | undefined {
  if (value === undefined || value === 'keep-alive') return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  return new Set(text.split(',').map((name) => name.trim().toLowerCase()));
}

function startsWithAny(name: string, prefixes: readonly string[]): boolean {
  for (const prefix of prefixes) if (name.startsWith(prefix)) return true;
  return false;
}

/** Header values as undici takes them (Node's incoming values are already of this form). */
export type UpstreamRequestHeaders = Record<string, string | string[] | undefined>;

export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  extra: { host: string; authorization: string; contentLength: number | undefined },
): UpstreamRequestHeaders {
  const listed = connectionListed(incoming.connection);
  const headers: UpstreamRequestHeaders = {};
  for (const name in incoming) {
    if (
      DROPPED_REQUEST_HEADERS.has(name) ||
      listed?.has(name) ||
      startsWithAny(name, DROPPED_REQUEST_PREFIXES)
    )
      continue;
    headers[name] = incoming[name];
  }
  headers.host = extra.host;
  headers.authorization = extra.authorization;
  if (extra.contentLength !== undefined) headers['content-length'] = String(extra.contentLength);
  return headers;
}

/**
 * The upstream's response headers as the browser may see them. `rewriteLocation` maps an upstream
 * address to our own path, or returns undefined to drop the header rather than leak it.
 */
export function downstreamResponseHeaders(
  upstream: IncomingHttpHeaders,
  rewriteLocation: (value: string) => string | undefined,
): OutgoingHttpHeaders {
  const listed = connectionListed(upstream.connection);
  const headers: OutgoingHttpHeaders = {};
  for (const name in upstream) {
    if (
      DROPPED_RESPONSE_HEADERS.has(name) ||
      listed?.has(name) ||
      startsWithAny(name, DROPPED_RESPONSE_PREFIXES)
    )
      continue;
    const value = upstream[name];
    if (value === undefined) continue;
    if (name === 'location' || name === 'content-location') {
      const rewritten = rewriteLocation(String(value));
      if (rewritten !== undefined) headers[name] = rewritten;
      continue;
    }
    headers[name] = value;
  }
  return headers;
}

/** Adds `Origin` to the upstream's Vary (ours must survive writeHead overriding setHeader). */
export function mergeVary(headers: OutgoingHttpHeaders): void {
  const vary = headers.vary;
  if (vary === undefined) return;
  const text = Array.isArray(vary) ? vary.join(', ') : String(vary);
  headers.vary = /(^|,)\s*(origin|\*)\s*(,|$)/i.test(text) ? text : `${text}, Origin`;
}

/** API answers and error documents never render as a page: nothing may load, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response of the proxy carries; static files replace the CSP with the console's. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-security-policy', API_CONTENT_SECURITY_POLICY);
}
