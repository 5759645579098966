import { useCallback } from 'react';
import { useSearchParamsUpdate } from '../../hooks/useSearchParamsUpdate';
import { boardFilterOf } from './prefetchBoard';

/** The board's state in the URL: `?assignee=mine|<e-mail>&q=<text>&deal=<id>` (the open side panel). */
export interface PipelineParams {
  /** '' = everyone, 'mine' = the current user, else a user's e-mail. */
  assignee: string;
  text: string;
  openDealId: number | null;
  setAssignee: (value: string) => void;
  setText: (value: string) => void;
  openDeal: (id: number | null) => void;
}

function readId(text: string | null): number | null {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export function usePipelineParams(): PipelineParams {
  const [search, setSearch] = useSearchParamsUpdate();
  const update = useCallback(
    (key: string, value: string, replace: boolean) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim() === '') next.delete(key);
          else next.set(key, value.trim());
          return next;
        },
        { replace },
      ),
    [setSearch],
  );
  const setAssignee = useCallback((value: string) => update('assignee', value, true), [update]);
  const setText = useCallback((value: string) => update('q', value, true), [update]);
  // Opening a deal is a history entry: Back closes the panel.
  const openDeal = useCallback(
    (id: number | null) => update('deal', id === null ? '' : String(id), false),
    [update],
  );
  return {
    ...boardFilterOf(search),
    openDealId: readId(search.get('deal')),
    setAssignee,
    setText,
    openDeal,
  };
}
