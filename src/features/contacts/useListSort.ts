import { useCallback } from 'react';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import {
  parseSortParam,
  sortParam,
  type ContactSort,
  type ContactSortKey,
} from '../../api/contactSort';

/**
 * The list's order in the URL (`?sort=-updated_at`), beside its filters and page, so a reload or a
 * shared link shows the same order. An unknown value reads as the API's own order.
 */
export function useListSort(allowed: readonly ContactSortKey[]) {
  const [search, setSearch] = useSearchParamsUpdate();
  const sort = parseSortParam(search.get('sort'), allowed);
  const setSort = useCallback(
    (next: ContactSort | null) =>
      setSearch((prev) => {
        const params = new URLSearchParams(prev);
        if (next === null) params.delete('sort');
        else params.set('sort', sortParam(next));
        // A new order makes the old offset meaningless: back to the first page.
        params.delete('offset');
        return params;
      }),
    [setSearch],
  );
  return { sort, setSort };
}

/**
 * A column header's click: ascending first (newest first for times), then the other way, then
 * back to the API's order.
 */
export function nextSort(current: ContactSort | null, key: ContactSortKey): ContactSort | null {
  const firstDescending = key === 'updated_at' || key === 'created_at';
  if (current === null || current.key !== key) return { key, descending: firstDescending };
  if (current.descending === firstDescending) return { key, descending: !firstDescending };
  return null;
}
