import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type SearchParamsChange = URLSearchParams | ((prev: URLSearchParams) => URLSearchParams);

/**
 * `useSearchParams` whose setter builds on the latest URL it asked for. React Router hands a
 * functional update the search params of the last render, so two changes made before the list
 * re-renders (two filters picked in quick succession on a busy machine) would each start from the
 * same URL and the second would undo the first. This keeps the URLs it issued until a render shows
 * the last of them; a render with a URL it did not issue (Back, a link) is the new starting point.
 */
export function useSearchParamsUpdate(): [
  URLSearchParams,
  (change: SearchParamsChange, options?: NavigateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = searchParams.toString();
  const issued = useRef<string[]>([]);

  useEffect(() => {
    const at = issued.current.indexOf(shown);
    // Not one of ours, or the last of ours: nothing is pending any more. One of the earlier ones:
    // a render between two of our changes, the later ones are still on their way.
    issued.current =
      at === -1 || at === issued.current.length - 1 ? [] : issued.current.slice(at + 1);
  }, [shown]);

  const update = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const latest = issued.current.at(-1) ?? shown;
      const next = typeof change === 'function' ? change(new URLSearchParams(latest)) : change;
      issued.current = [...issued.current, next.toString()];
      setSearchParams(next, options);
    },
    [shown, setSearchParams],
  );
  return [searchParams, update];
}
