import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError';

/**
 * Refuses requests after which a connection cannot be trusted, and everything pipelined behind
 * them. Node's parser hands over every request it read from a chunk at once, so a request hidden
 * behind a refused one would otherwise still run (a smuggling form), answered or not.
 *
 * Refused with `Connection: close`: absolute-form and `*` targets (from confused proxies or
 * probes), HTTP/1.0 with a Transfer-Encoding, which has no agreed framing (RFC 9112 §6.1), and a
 * Host missing from HTTP/1.1 or sent twice (§3.2: two parties could each route by a different one;
 * the server must be created with `requireHostHeader: false` for a missing Host to get here).
 */
export type FramingVerdict =
  { kind: 'ok' } | { kind: 'refuse'; error: HttpError } | { kind: 'ignore' };

export function createFramingGuard(): (req: IncomingMessage) => FramingVerdict {
  const untrusted = new WeakSet<object>();
  return (req) => {
    // The connection closes after the refusal: requests read behind it are never run or answered.
    if (untrusted.has(req.socket)) return { kind: 'ignore' };
    const problem = framingProblem(req);
    if (problem === undefined) return { kind: 'ok' };
    untrusted.add(req.socket);
    return { kind: 'refuse', error: new HttpError(400, [problem], { connection: 'close' }) };
  };
}

function framingProblem(req: IncomingMessage): string | undefined {
  if (!(req.url ?? '/').startsWith('/')) return 'Request target must be a path';
  if (req.httpVersion === '1.0' && req.headers['transfer-encoding'] !== undefined)
    return 'Transfer-Encoding is not allowed in HTTP/1.0 requests';
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1 || (hosts === 0 && req.httpVersion === '1.1'))
    return 'Send exactly one Host header';
  return undefined;
}
