import type { Deal } from '#xml/deal';
import type { PageSlice } from './boardColumns';

/**
 * Paging of a column whose size the service told (its totals): the cards show newest first, and
 * the service lists deals oldest first (by id), so the column reads its pages from the end, and
 * only as far down as the user has scrolled. Pure functions, tested on their own.
 *
 * The pages lie on a fixed grid (`offset` = n × NEWEST_PAGE_SIZE) whatever the count, so a page
 * keeps its cache key when deals come and go; the count only says which page is the last.
 */
export const NEWEST_PAGE_SIZE = 100;

/** Cards a column wants loaded at first: more than a screenful, however few the last page holds. */
export const FIRST_WANTED = 40;

export interface NewestPlan {
  /** The pages to ask for, newest first. */
  slices: PageSlice[];
  /** Older deals lie below the lowest page asked for. */
  hasMore: boolean;
}

/**
 * The pages that hold the `wanted` newest of `count` deals, newest first. `pageAt` reads what is
 * cached (undefined = not there yet): a page that has arrived counts with its real length. When
 * the newest page comes back fuller than the count allows, the count was old (deals were added
 * since): the page after it is asked for too, and so on while they come back full.
 */
export function newestSlices(
  count: number,
  wanted: number,
  pageAt: (slice: PageSlice) => readonly Deal[] | undefined,
  size = NEWEST_PAGE_SIZE,
): NewestPlan {
  if (count <= 0) return { slices: [], hasMore: false };
  const last = Math.floor((count - 1) / size);
  const slices: PageSlice[] = [];
  let have = 0;
  let lowest = last;
  for (let page = last; page >= 0; page -= 1) {
    const slice = { offset: page * size, limit: size };
    slices.push(slice);
    lowest = page;
    have += pageAt(slice)?.length ?? Math.min(size, count - page * size);
    if (have >= wanted) break;
  }
  // The newest page holds more than the count leaves for it: deals were added since the count was
  // taken, and the pages after it may hold more (asked for while they come back full).
  const newest = pageAt({ offset: last * size, limit: size })?.length ?? 0;
  if (newest === size && count - last * size < size) {
    for (let page = last + 1; ; page += 1) {
      const slice = { offset: page * size, limit: size };
      slices.unshift(slice);
      if (pageAt(slice)?.length !== size) break;
    }
  }
  return { slices, hasMore: lowest > 0 };
}

/**
 * The deals of the pages that have arrived, newest first, from the newest page there down to the
 * first page missing below it: an older page arriving before a newer one is shown, but not across
 * a gap (its cards would sit above the ones missing, then jump). A page missing above (the count
 * moved past a page border: a new last page is on its way) leaves the others shown meanwhile.
 * Deduplicated: a refetch under way can shift a deal across a page border.
 */
export function newestDeals(pages: readonly (readonly Deal[] | undefined)[]): Deal[] {
  const seen = new Set<number>();
  const deals: Deal[] = [];
  const first = pages.findIndex((page) => page !== undefined);
  if (first === -1) return deals;
  for (const page of pages.slice(first)) {
    if (page === undefined) break;
    for (let index = page.length - 1; index >= 0; index -= 1) {
      const deal = page[index]!;
      if (seen.has(deal.id)) continue;
      seen.add(deal.id);
      deals.push(deal);
    }
  }
  return deals;
}

/** Every deal of the column is loaded: the lowest page (offset 0) and all above it have arrived. */
export function isNewestComplete(
  slices: readonly PageSlice[],
  pages: readonly (readonly Deal[] | undefined)[],
): boolean {
  return (
    slices.length > 0 &&
    slices[slices.length - 1]!.offset === 0 &&
    pages.every((p) => p !== undefined)
  );
}
