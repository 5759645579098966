import type { Paging } from './records';

/** The most one list request may return (decisions.md: `limit` at most 500). */
export const LARGEST_PAGE = 500;

/** One page of a list from `offset`, at most `limit` records, in a stable order. */
export type PageFetcher<T> = (page: Required<Paging>, signal?: AbortSignal) => Promise<T[]>;

export interface EveryPageOptions {
  signal?: AbortSignal;
  /** Stop after this many records even if more pages follow (the caller says what it left out). */
  atMost?: number;
}

export interface EveryPage<T> {
  records: T[];
  /** False when `atMost` stopped the reading before the list ended. */
  complete: boolean;
}

/** What a page walk hands over for each page. */
export interface WalkedPage<T> {
  /** The page's records not seen on an earlier page. */
  fresh: T[];
  /** No page follows: this one was short, or brought nothing new. */
  last: boolean;
}

/**
 * A paged list read page after page (LARGEST_PAGE at a time) until a short page. A full page that
 * brings only records already seen also ends it: a server that ignores `offset` would otherwise
 * be asked for ever. The caller may stop early by leaving the loop; no page is asked for before
 * the caller has taken the previous one.
 */
export async function* walkPages<T extends { id: number }>(
  fetchPage: PageFetcher<T>,
  signal?: AbortSignal,
): AsyncGenerator<WalkedPage<T>> {
  const seen = new Set<number>();
  for (let offset = 0; ; offset += LARGEST_PAGE) {
    signal?.throwIfAborted();
    const page = await fetchPage({ offset, limit: LARGEST_PAGE }, signal);
    signal?.throwIfAborted();
    const fresh = page.filter((record) => !seen.has(record.id));
    for (const record of fresh) seen.add(record.id);
    const last = page.length < LARGEST_PAGE || fresh.length === 0;
    yield { fresh, last };
    if (last) return;
  }
}

/** Every record of a paged list (see walkPages), or the first `atMost` of them. */
export async function readEveryPage<T extends { id: number }>(
  fetchPage: PageFetcher<T>,
  options: EveryPageOptions = {},
): Promise<EveryPage<T>> {
  const { signal, atMost = Number.POSITIVE_INFINITY } = options;
  const records: T[] = [];
  for await (const { fresh, last } of walkPages(fetchPage, signal)) {
    records.push(...fresh);
    if (last) break;
    if (records.length >= atMost) return { records, complete: false };
  }
  return { records, complete: true };
}
