import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * CORS for the console's own origins only: the allowed origin is echoed exactly (never `*`, never
 * a foreign origin reflected), and `Vary: Origin` is always sent so no cache mixes answers.
 */
export interface CorsPolicy {
  isAllowed(origin: string): boolean;
  /** Adds Vary and, for an allowed Origin, the allow/expose headers of an actual request. */
  applyHeaders(req: IncomingMessage, res: ServerResponse): void;
  /** Answers an OPTIONS preflight: 204 for an allowed origin asking for a method we forward, else 403. */
  answerPreflight(req: IncomingMessage, res: ServerResponse): 'answered' | 'refused';
}

export const FORWARDED_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Headers a console page may send: what the XML client and conditional updates use. */
const ALLOWED_REQUEST_HEADERS = new Set([
  'accept',
  'content-type',
  'if-match',
  'if-none-match',
  'x-requested-with',
]);

/**
 * The console's own origin on its port, and nothing else: `npm start` serves the console itself,
 * and `npm run dev` serves Vite's pages from its own port (5173), so each trusts only itself. A
 * page another program serves on some other local port must not read or write with our token.
 */
export function defaultAllowedOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

export function createCorsPolicy(allowedOrigins: readonly string[]): CorsPolicy {
  const allowed = new Set(allowedOrigins.filter((origin) => origin !== '*' && origin !== 'null'));
  const isAllowed = (origin: string): boolean => allowed.has(origin);

  return {
    isAllowed,
    applyHeaders(req, res) {
      res.setHeader('vary', 'Origin');
      const origin = req.headers.origin;
      if (origin !== undefined && isAllowed(origin)) {
        res.setHeader('access-control-allow-origin', origin);
        // Create answers carry the new record's address in Location; the console reads it, and
        // X-Crm-Sort, which says the service sorted a list as asked (see the sort extension).
        res.setHeader('access-control-expose-headers', 'Location, ETag, X-Crm-Sort');
      }
    },
    answerPreflight(req, res) {
      res.setHeader(
        'vary',
        'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      );
      const origin = req.headers.origin;
      const method = req.headers['access-control-request-method'];
      const requested = (req.headers['access-control-request-headers'] ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name !== '');
      const methodOk = FORWARDED_METHODS.some((m) => m === method);
      if (
        origin === undefined ||
        !isAllowed(origin) ||
        !methodOk ||
        !requested.every((name) => ALLOWED_REQUEST_HEADERS.has(name))
      ) {
        return 'refused';
      }
      res.writeHead(204, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': FORWARDED_METHODS.join(', '),
        'access-control-allow-headers': [...ALLOWED_REQUEST_HEADERS].join(', '),
        'access-control-max-age': '600',
        'content-length': '0',
      });
      res.end();
      return 'answered';
    },
  };
}
