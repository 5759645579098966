import type { IncomingHttpHeaders } from 'node:http';
import { util } from 'undici';

/**
 * An upstream answer's header lines (undici hands them over raw: name, value, name, value…) as the
 * object `node:http` would have made of them, so the response hygiene in headers.ts sees exactly
 * what it saw before: lower-case names; a repeated header joined with `, ` (`cookie` with `; `);
 * `set-cookie` always an array; and for the headers where a second value makes no sense, the
 * first one kept and the others dropped (Node's documented list for `message.headers`).
 */
const FIRST_ONE_WINS = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

/** Lines as undici hands them over (Buffers), or as the embedded service's port does (strings). */
export function headersFromRaw(raw: readonly (Buffer | string)[]): IncomingHttpHeaders {
  // A plain object and Node's own checks (`typeof … === 'string'`), so a header named like an
  // Object.prototype member (`constructor`) is taken as a header, and `__proto__` is ignored, as
  // node:http does.
  const headers: IncomingHttpHeaders = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = util.headerNameToString(raw[i]!);
    const line = raw[i + 1]!;
    const value = typeof line === 'string' ? line : line.toString('latin1');
    const seen = headers[name];
    if (name === 'set-cookie') {
      if (Array.isArray(seen)) seen.push(value);
      else headers[name] = [value];
    } else if (FIRST_ONE_WINS.has(name)) {
      if (seen === undefined) headers[name] = value;
    } else if (typeof seen === 'string')
      headers[name] = `${seen}${name === 'cookie' ? '; ' : ', '}${value}`;
    else headers[name] = value;
  }
  return headers;
}
