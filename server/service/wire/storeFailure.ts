import { HttpError } from '../../http/httpError';

/**
 * Store failures a client can act on, as HTTP errors; undefined for everything else (a bug: 500).
 * A full disk (SQLite's SQLITE_FULL, PostgreSQL's 53100 disk_full) is not the client's fault and
 * not a bug: the write was rolled back whole, reads still work, and the same request succeeds once
 * space is freed — 507 Insufficient Storage says exactly that.
 */
const DISK_FULL_CODES = new Set(['SQLITE_FULL', '53100']);

export function storeFailure(error: unknown): HttpError | undefined {
  const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
  if (code !== undefined && DISK_FULL_CODES.has(code)) {
    return new HttpError(507, [
      'The server is out of disk space: nothing was saved. Try again once space has been freed.',
    ]);
  }
  return undefined;
}
