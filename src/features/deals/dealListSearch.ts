import type { DealSearch } from '../../api/deals';

/**
 * The deals list's filters as they stand in the URL
 * (`?title=renewal&status=won&assigned_to=a@b.c&updated_since=2026-01-31`).
 */
export const DEAL_FILTERS = ['title', 'status', 'assigned_to', 'updated_since'] as const;
export type DealFilterKey = (typeof DEAL_FILTERS)[number];

/**
 * URL filters → the API's search. `updated_since` is a calendar day in the URL (what the date
 * field shows) and means "since the start of that day" in the reader's time zone; a malformed
 * day is ignored rather than sent (the service would answer 400).
 */
export function dealSearchFromFilters(
  filters: Record<DealFilterKey, string>,
  offset: number,
  limit: number,
  timeZoneOffsetMinutes?: number,
): DealSearch {
  const search: DealSearch = { offset, limit };
  if (filters.title.trim() !== '') search.title = filters.title.trim();
  if (filters.status !== '') search.status = filters.status;
  if (filters.assigned_to !== '') search.assignedTo = filters.assigned_to;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(filters.updated_since);
  if (day !== null) {
    const [, year, month, date] = day;
    const localMidnight = new Date(Number(year), Number(month) - 1, Number(date));
    if (!Number.isNaN(localMidnight.getTime()) && localMidnight.getDate() === Number(date)) {
      const shift = timeZoneOffsetMinutes ?? localMidnight.getTimezoneOffset();
      const utcMs = Date.UTC(Number(year), Number(month) - 1, Number(date)) + shift * 60_000;
      search.updatedSince = new Date(utcMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
    }
  }
  return search;
}

/**
 * The deals whose title holds the searched text: our service searches titles itself, a classic
 * server ignores `title` and sends every deal, so the page is checked here too.
 */
export function dealsMatchingTitle<T extends { title: string }>(
  deals: readonly T[],
  title: string,
): readonly T[] {
  const wanted = title.trim().toLowerCase();
  return wanted === '' ? deals : deals.filter((deal) => deal.title.toLowerCase().includes(wanted));
}
