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

/**
 * Every record of a paged list, read page after page until a short one. A full page that brings
 * only records already seen also ends it: a server that ignores `offset` would otherwise be asked
 * for ever.
 */
export async function readEveryPage<T extends { id: number }>(fetchPage: PageFetcher<T>, options: EveryPageOptions = {}): Promise<EveryPage<T>> {
  const { signal, atMost = Number.POSITIVE_INFINITY } = options;
  const records: T[] = [];
  const seen = new Set<number>();
  for (let offset = 0; ; offset += LARGEST_PAGE) {
    if (records.length >= atMost) return { records, complete: false };
    const page = await fetchPage({ offset, limit: LARGEST_PAGE }, signal);
    const fresh = page.filter((record) => !seen.has(record.id));
    for (const record of fresh) {
      seen.add(record.id);
      records.push(record);
    }
    if (page.length < LARGEST_PAGE || fresh.length === 0) return { records, complete: true };
  }
}
