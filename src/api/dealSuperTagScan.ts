import { listDeals } from './deals';
import type { ApiClient } from './http/client';
import type { Deal } from './xml/deal';
import { findSuperTag } from './xml/tag';

/** Deals asked for per request: the most one list request may return (api.md paging). */
export const DEAL_SCAN_PAGE_SIZE = 500;

/** One page of deals from `offset`, at most `limit` of them, in id order. */
export type DealPageFetcher = (page: { offset: number; limit: number }, signal?: AbortSignal) => Promise<Deal[]>;

export interface DealScanOptions {
  /** Aborting it stops the scan between pages and cancels the request in flight. */
  signal?: AbortSignal;
  /** After each page: how many deals the server has sent so far. */
  onProgress?: (lookedThrough: number) => void;
}

/**
 * Every deal carrying the SuperTag `name`, read page after page until a short one. The API cannot
 * search deals by tag: our service answers only the tagged deals (its `tag` extension), a classic
 * server ignores the parameter and sends them all. So each deal is kept by its own embedded tags:
 * correct against any server, and fast against ours.
 */
export async function scanDealsWithSuperTag(fetchPage: DealPageFetcher, name: string, options: DealScanOptions = {}): Promise<Deal[]> {
  const { signal, onProgress } = options;
  const found: Deal[] = [];
  const seen = new Set<number>();
  for (let offset = 0; ; offset += DEAL_SCAN_PAGE_SIZE) {
    signal?.throwIfAborted();
    const page = await fetchPage({ offset, limit: DEAL_SCAN_PAGE_SIZE }, signal);
    signal?.throwIfAborted();
    const fresh = page.filter((deal) => !seen.has(deal.id));
    for (const deal of fresh) {
      seen.add(deal.id);
      if (findSuperTag(deal.tags, name) !== undefined) found.push(deal);
    }
    onProgress?.(seen.size);
    // A full page of deals already seen means the server does not page by offset: asking again
    // would never end.
    if (page.length < DEAL_SCAN_PAGE_SIZE || fresh.length === 0) return found;
  }
}

/** Pages of the deals search with `tag` (our service filters by it; a classic server sends every deal). */
export function dealsTaggedFetcher(client: ApiClient, tag: string): DealPageFetcher {
  return (page, signal) => listDeals(client, { tag, ...page }, signal);
}
