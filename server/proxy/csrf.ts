import type { IncomingMessage } from 'node:http';
import type { CorsPolicy } from './cors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/**
 * CSRF guard for writes. A form or `text/plain` post from another site needs no preflight, so CORS
 * alone would let it through with our credentials attached; browsers always send `Origin` on such
 * writes, so a write whose Origin is not allowed (including the opaque `null`) is refused, and so
 * is any write the browser marks `Sec-Fetch-Site: cross-site`, even from a listed origin: the console
 * is served by this proxy or by the dev server beside it (same site), so a cross-site write is never
 * the console's. A write without either header
 * comes from a non-browser client (curl, an API library) and goes through.
 * Returns the reason for refusing, or undefined.
 */
export function refuseForeignWrite(req: IncomingMessage, cors: CorsPolicy): string | undefined {
  if (!WRITE_METHODS.has(req.method ?? '')) return undefined;
  const origin = req.headers.origin;
  if (origin !== undefined && !cors.isAllowed(origin)) return 'Cross-origin write refused: this origin is not allowed (ALLOWED_ORIGINS)';
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site write refused';
  return undefined;
}
