import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../components/useListParams';
import { CONTACT_FILTER_KEYS, type ContactFilterKey } from './contactListFilters';

/** A contact list's state in the URL: `?name=acme&email=…&tag=vip&state=CA&updated_since=2024-05-01&offset=20&limit=20`. */
export function useContactListParams() {
  const { filters, offset, limit, setFilter, setPage } = useListParams<ContactFilterKey>(CONTACT_FILTER_KEYS);
  const [, setSearch] = useSearchParams();
  /** Drops every filter (and the offset), keeping the page size. */
  const clearFilters = useCallback(
    () =>
      setSearch((prev) => {
        const next = new URLSearchParams();
        const pageSize = prev.get('limit');
        if (pageSize !== null) next.set('limit', pageSize);
        return next;
      }),
    [setSearch],
  );
  return { filters, offset, limit, setFilter, setPage, clearFilters };
}
