import { queryOptions } from '@tanstack/react-query';
import { listKey } from './cache';
import { listDeals } from './deals';
import { walkPages } from './everyPage';
import type { ApiClient } from './client/client';
import type { Deal } from '#xml/deal';

/** ASCII letters only: `toLowerCase` would fold `É` and `é` together, which our service does not. */
const foldAscii = (text: string): string =>
  text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * Whether the title contains the text, ASCII letters in any case: the rule of our service's
 * `title` search (docs/api-decisions.md), so both kinds of server give the same matches.
 */
export function titleContains(title: string, text: string): boolean {
  return foldAscii(title).includes(foldAscii(text));
}

export interface DealTitleSearchOptions {
  /** Stop as soon as this many matches are found. */
  want: number;
  /** Read at most this many pages: a classic server sends every deal of the account. */
  maxPages: number;
  signal?: AbortSignal;
}

export interface DealTitleSearchResult {
  /** At most `want` matching deals, in id order. */
  deals: Deal[];
  /**
   * How many deals were read when `maxPages` stopped the search with pages left to read and
   * fewer than `want` matches (only a server that ignores `title` gets here); null otherwise.
   */
  cutShortAfter: number | null;
}

/**
 * Deals whose title contains `text`. The API cannot search deals by title: our service answers
 * only the matching deals (its `title` extension), a classic server ignores the parameter and
 * sends them all. So each deal is checked here too and pages are read until enough matches are
 * found or the deals run out: one request against ours, at most `maxPages` against a classic one.
 */
export async function searchDealsByTitle(
  client: ApiClient,
  text: string,
  options: DealTitleSearchOptions,
): Promise<DealTitleSearchResult> {
  const { want, maxPages, signal } = options;
  const found: Deal[] = [];
  let lookedThrough = 0;
  let pagesRead = 0;
  for await (const { fresh, last } of walkPages(
    (page, pageSignal) => listDeals(client, { title: text, ...page }, pageSignal),
    signal,
  )) {
    lookedThrough += fresh.length;
    pagesRead++;
    found.push(...fresh.filter((deal) => titleContains(deal.title, text)));
    if (found.length >= want) return { deals: found.slice(0, want), cutShortAfter: null };
    if (last) return { deals: found, cutShortAfter: null };
    if (pagesRead >= maxPages) return { deals: found, cutShortAfter: lookedThrough };
  }
  return { deals: found, cutShortAfter: null };
}

/** The command palette's deal search: the first `want` deals whose title holds `text`. */
export const dealTitleSearchQuery = (
  client: ApiClient,
  text: string,
  options: { want: number; maxPages: number },
) =>
  queryOptions({
    queryKey: listKey('deals', { palette: text, ...options }),
    queryFn: ({ signal }) => searchDealsByTitle(client, text, { ...options, signal }),
  });
