import { HttpError } from '../http/httpError';

/**
 * Request-target confinement. Only origin-form targets (`/path?query`) are accepted, and the path
 * must be normal at every level of percent-decoding: no `.`/`..` segments (however encoded, also
 * `..;`), no empty segments (`//`), no raw backslashes, no control characters.
 *
 * Names the API puts in the path (a location's label, a tag's or SuperTag's name) may hold `/` or
 * `\`, which the console sends once-encoded (`%2F`, `%5C`). Such a segment is accepted only if it
 * would still be normal were those characters taken as separators: every piece between them is
 * non-empty, no dot segment and passes the same checks as a whole segment. Below the first
 * decoding no slash or backslash may appear at all (`%252F` is refused): the console never encodes
 * twice, and a server that decodes twice must not find a separator we did not judge.
 *
 * The path is checked this strictly because whatever sits behind the proxy — or a front proxy
 * before it — may decode once more, split on `%2F` or normalise Unicode; with credentials
 * attached, we must never be steered elsewhere. The raw, validated path is what gets forwarded,
 * byte for byte: re-encoding would change what the upstream sees from what was judged here, and
 * decoding `%2F` would turn a name into two segments.
 */
export interface RequestTarget {
  /** Raw path as sent (still percent-encoded), known to be normal. */
  path: string;
  /** Decoded segments of the path (once decoded); a name's `/` or `\` stays inside its segment. */
  segments: string[];
  /** Raw query including the leading `?`, or ''. */
  query: string;
}

const MAX_DECODE_DEPTH = 3;
const SEPARATOR = /[/\\]/;

const invalidPath = (): HttpError => new HttpError(400, ['Invalid request path']);

export function parseRequestTarget(url: string | undefined): RequestTarget {
  // Absolute-form (`http://other/…`), authority-form and `*` targets are not for this server.
  if (url === undefined || !url.startsWith('/'))
    throw new HttpError(400, ['Only paths on this server can be requested']);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  // Raw characters no correct client sends in a target: controls, backslash, fragment, spaces.
  if (hasControlCharacter(url, true) || url.includes('\\') || url.includes('#'))
    throw invalidPath();

  if (path === '/') return { path, segments: [], query };
  // Every segment is checked and decoded: this runs on every request, so plain loops.
  const segments = path.slice(1).split('/');
  for (let i = 0; i < segments.length; i++) {
    if (segments[i] === '') throw invalidPath();
    segments[i] = checkSegment(segments[i]!);
  }
  return { path, segments, query };
}

/** Checks one raw segment and returns its first decoding. */
function checkSegment(raw: string): string {
  checkLevel(raw);
  if (!raw.includes('%')) return raw;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // The target itself must be valid percent-encoding.
    throw invalidPath();
  }
  // The pieces an encoded slash or backslash separates, each judged as if it were a segment.
  for (const piece of decoded.split(SEPARATOR)) checkPiece(piece);
  return decoded;
}

/** A once-decoded piece: normal itself and at every further decoding, never holding a separator. */
function checkPiece(piece: string): void {
  if (piece === '') throw invalidPath();
  let current = piece;
  for (let depth = 1; depth <= MAX_DECODE_DEPTH; depth++) {
    checkLevel(current);
    if (SEPARATOR.test(current)) throw invalidPath();
    if (!current.includes('%')) return;
    if (depth === MAX_DECODE_DEPTH) throw invalidPath();
    try {
      current = decodeURIComponent(current);
    } catch {
      // After one decoding a stray `%` is just text (a label such as "100%"): deeper levels stop.
      return;
    }
  }
}

function checkLevel(text: string): void {
  // One scan for controls and for anything beyond ASCII (then the NFKC check below).
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) throw invalidPath();
    if (code > 0x7f) ascii = false;
  }
  if (text.startsWith('.') && isDotSegment(text)) throw invalidPath();
  // Fullwidth dots and slashes become `.` and `/` under NFKC, which some servers apply.
  if (!ascii) {
    const folded = text.normalize('NFKC');
    if (SEPARATOR.test(folded) || isDotSegment(folded)) throw invalidPath();
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
