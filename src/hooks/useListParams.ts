import { useCallback, useMemo } from 'react';
import { useSearchParamsUpdate } from './useSearchParamsUpdate';
import { readListParams, withFilter, withPage, type ListParams } from '../lib/listParams';

export interface ListParamsControls<K extends string> extends ListParams<K> {
  /** Replaces the history entry: typing a search should not leave one entry per keystroke. */
  setFilter: (key: K, value: string) => void;
  /** Pushes a history entry, so Back returns to the previous page. */
  setPage: (offset: number, limit: number) => void;
}

export function useListParams<K extends string>(filterKeys: readonly K[]): ListParamsControls<K> {
  const [search, setSearch] = useSearchParamsUpdate();
  const keysSignature = filterKeys.join(',');
  // Keyed on the URL text so consumers get a stable object (query keys, effect deps) between renders.
  const searchText = search.toString();
  const params = useMemo(
    () =>
      readListParams(
        new URLSearchParams(searchText),
        (keysSignature === '' ? [] : keysSignature.split(',')) as K[],
      ),
    [searchText, keysSignature],
  );
  const setFilter = useCallback(
    (key: K, value: string) => setSearch((prev) => withFilter(prev, key, value), { replace: true }),
    [setSearch],
  );
  const setPage = useCallback(
    (offset: number, limit: number) => setSearch((prev) => withPage(prev, offset, limit)),
    [setSearch],
  );
  return { ...params, setFilter, setPage };
}
