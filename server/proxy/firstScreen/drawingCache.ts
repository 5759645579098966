import { createHash } from 'node:crypto';

/** A read a drawing made: its URL and a digest of the answer it got. */
export interface RecordedRead {
  url: string;
  digest: string;
}

/** What a drawing gave, with the reads it was drawn from. */
export interface CachedDrawing<Drawn> {
  drawn: Drawn;
  reads: readonly RecordedRead[];
}

/** Pages remembered (the largest about 200 KB of HTML and data: a few MB in all). */
const ENTRIES = 32;
/**
 * How long a drawing may be reused. Its data is read again each time; what it does not read is
 * the clock ("5 minutes ago", overdue to-dos), which the browser's take-over corrects anyway.
 */
const MAX_AGE_MS = 60_000;

export const digestOf = (body: Uint8Array): string =>
  createHash('sha256').update(body).digest('base64url');

/**
 * Drawings by page (address and language), to be drawn again only when their data has changed:
 * a drawing is a pure function of its address, its language and the answers to its reads, so
 * when the same reads, sent again, get the same answers, the same page comes out, for a few reads'
 * time instead of a render's (drawing a record page costs about 50–100 ms of the proxy's thread).
 * Least recently used entries go first.
 */
export class DrawingCache<Drawn> {
  private readonly entries = new Map<string, CachedDrawing<Drawn> & { at: number }>();

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly maxEntries = ENTRIES,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  get(key: string): CachedDrawing<Drawn> | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at > this.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, drawing: CachedDrawing<Drawn>): void {
    this.entries.delete(key);
    this.entries.set(key, { ...drawing, at: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A drawing's dehydrated cache, its answers stamped as read now: they were just read again and
 * found the same, and react-query would otherwise count them as old and ask again at once.
 */
export function stampedNow(state: unknown, now: number): unknown {
  if (typeof state !== 'object' || state === null) return state;
  const queries = (state as { queries?: unknown }).queries;
  if (!Array.isArray(queries)) return state;
  return {
    ...state,
    queries: queries.map((query: unknown) => {
      if (typeof query !== 'object' || query === null) return query;
      const queryState = (query as { state?: unknown }).state;
      if (typeof queryState !== 'object' || queryState === null) return query;
      const updated = (queryState as { dataUpdatedAt?: unknown }).dataUpdatedAt;
      const stamped = 'dehydratedAt' in query ? { ...query, dehydratedAt: now } : { ...query };
      return typeof updated === 'number' && updated > 0
        ? { ...stamped, state: { ...queryState, dataUpdatedAt: now } }
        : stamped;
    }),
  };
}
