import { listDeals } from './deals';
import { LARGEST_PAGE, walkPages, type PageFetcher } from './everyPage';
import type { ApiClient } from './client/client';
import type { Deal } from '#xml/deal';
import { findSuperTag } from '#xml/tag';

/** Deals asked for per request: the most one list request may return (api.md paging). */
export const DEAL_SCAN_PAGE_SIZE = LARGEST_PAGE;

/** One page of deals from `offset`, at most `limit` of them, in id order. */
export type DealPageFetcher = PageFetcher<Deal>;

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
export async function scanDealsWithSuperTag(
  fetchPage: DealPageFetcher,
  name: string,
  options: DealScanOptions = {},
): Promise<Deal[]> {
  const { signal, onProgress } = options;
  const found: Deal[] = [];
  let lookedThrough = 0;
  for await (const { fresh } of walkPages(fetchPage, signal)) {
    lookedThrough += fresh.length;
    found.push(...fresh.filter((deal) => findSuperTag(deal.tags, name) !== undefined));
    onProgress?.(lookedThrough);
  }
  return found;
}

/** Pages of the deals search with `tag` (our service filters by it; a classic server sends every deal). */
export function dealsTaggedFetcher(client: ApiClient, tag: string): DealPageFetcher {
  return (page, signal) => listDeals(client, { tag, ...page }, signal);
}
