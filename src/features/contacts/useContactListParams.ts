import { useCallback } from 'react';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import { useListParams } from '../../hooks/useListParams';
import { CONTACT_FILTER_KEYS, type ContactFilterKey } from './contactListFilters';

/** A contact list's state in the URL: `?name=acme&email=…&tag=vip&state=CA&updated_since=2024-05-01&offset=20&limit=20`. */
export function useContactListParams() {
  const { filters, offset, limit, setFilter, setPage } =
    useListParams<ContactFilterKey>(CONTACT_FILTER_KEYS);
  const [, setSearch] = useSearchParamsUpdate();
  /** Drops every filter (and the offset), keeping the order and the page size. */
  const clearFilters = useCallback(
    () =>
      setSearch((prev) => {
        const next = new URLSearchParams();
        // The order and the page size are not filters: they stay.
        for (const kept of ['sort', 'limit']) {
          const value = prev.get(kept);
          if (value !== null) next.set(kept, value);
        }
        return next;
      }),
    [setSearch],
  );
  return { filters, offset, limit, setFilter, setPage, clearFilters };
}
