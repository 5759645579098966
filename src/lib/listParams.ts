/**
 * Paging and filter state of a list screen, as it lives in the URL (`?name=acme&offset=20&limit=20`),
 * so a reload or a shared link shows the same page. Parsing is forgiving: a hand-edited URL with a
 * bad number falls back to the default instead of sending a request the API would refuse (400).
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListParams<K extends string> {
  filters: Record<K, string>;
  offset: number;
  limit: number;
}

export function readListParams<K extends string>(
  search: URLSearchParams,
  filterKeys: readonly K[],
): ListParams<K> {
  const filters = {} as Record<K, string>;
  for (const key of filterKeys) filters[key] = search.get(key)?.trim() ?? '';
  return {
    filters,
    offset: readOffset(search.get('offset')),
    limit: readLimit(search.get('limit')),
  };
}

function readOffset(text: string | null): number {
  if (text === null || !/^\d{1,9}$/.test(text)) return 0;
  return Number(text);
}

function readLimit(text: string | null): number {
  const value = Number(text);
  return (PAGE_SIZES as readonly number[]).includes(value) ? value : DEFAULT_PAGE_SIZE;
}

/** A filter change starts again from the first page: the old offset means nothing for new results. */
export function withFilter(search: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  const trimmed = value.trim();
  if (trimmed === '') next.delete(key);
  else next.set(key, trimmed);
  next.delete('offset');
  return next;
}

/** Paging writes both numbers, so the URL says exactly which slice is shown. */
export function withPage(search: URLSearchParams, offset: number, limit: number): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('offset', String(Math.max(0, offset)));
  next.set('limit', String(limit));
  return next;
}
