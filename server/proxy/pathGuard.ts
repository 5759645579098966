import { HttpError } from '../http/httpError';

/**
 * Request-target confinement. Only origin-form targets (`/path?query`) are accepted, and the path
 * must be normal at every level of percent-decoding: no `.`/`..` segments (however encoded, also
 * `..;`), no empty segments (`//`), no backslashes, no encoded slashes, no control characters.
 * The path is checked this strictly because whatever sits behind the proxy — or a front proxy
 * before it — may decode once more or normalise Unicode; with credentials attached, we must never
 * be steered elsewhere. The raw, validated path is what gets forwarded.
 */
export interface RequestTarget {
  /** Raw path as sent (still percent-encoded), known to be normal. */
  path: string;
  /** Decoded segments of the path (once decoded). */
  segments: string[];
  /** Raw query including the leading `?`, or ''. */
  query: string;
}

const MAX_DECODE_DEPTH = 3;

const invalidPath = (): HttpError => new HttpError(400, ['Invalid request path']);

export function parseRequestTarget(url: string | undefined): RequestTarget {
  // Absolute-form (`http://other/…`), authority-form and `*` targets are not for this server.
  if (url === undefined || !url.startsWith('/')) throw new HttpError(400, ['Only paths on this server can be requested']);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  // Raw characters no correct client sends in a target: controls, backslash, fragment, spaces.
  if (hasControlCharacter(url, true) || url.includes('\\') || url.includes('#')) throw invalidPath();

  const rawSegments = path.slice(1).split('/');
  const segments: string[] = [];
  rawSegments.forEach((raw, index) => {
    // `/` alone is the one path with an empty segment.
    if (raw === '' && !(index === 0 && rawSegments.length === 1)) throw invalidPath();
    segments.push(checkSegment(raw));
  });
  return { path, segments: path === '/' ? [] : segments, query };
}

/** Decodes one segment up to MAX_DECODE_DEPTH times, checking every level; returns the first decoding. */
function checkSegment(raw: string): string {
  let current = raw;
  let first: string | undefined;
  for (let depth = 0; depth <= MAX_DECODE_DEPTH; depth++) {
    checkLevel(current);
    if (!current.includes('%')) break;
    if (depth === MAX_DECODE_DEPTH) throw invalidPath();
    try {
      current = decodeURIComponent(current);
    } catch {
      // The target itself must be valid percent-encoding; after one decoding a stray `%` is just
      // text (a label such as "100%"), so deeper levels stop there.
      if (depth === 0) throw invalidPath();
      break;
    }
    first ??= current;
  }
  return first ?? raw;
}

function checkLevel(text: string): void {
  if (hasControlCharacter(text, false) || /[/\\]/.test(text) || isDotSegment(text)) throw invalidPath();
  // Fullwidth dots and slashes become `.` and `/` under NFKC, which some servers apply.
  if (/[^\p{ASCII}]/u.test(text)) {
    const folded = text.normalize('NFKC');
    if (/[/\\]/.test(folded) || isDotSegment(folded)) throw invalidPath();
  }
}

/** C0 controls and DEL (and, in a raw target, the space). */
function hasControlCharacter(text: string, spaceToo: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || (spaceToo && code === 0x20)) return true;
  }
  return false;
}

/** `.`, `..`, `...`, and the `..;param` form some servers treat as `..`. */
function isDotSegment(text: string): boolean {
  return /^\.+(;.*)?$/.test(text);
}
