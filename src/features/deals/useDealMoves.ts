import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { updateDeal } from '../../api/deals';
import { detailKey } from '../../api/cache';
import { isConflict } from '../../api/http/apiError';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Shown } from '../../api/http/requests';
import type { Deal } from '#xml/deal';
import { errorMessage } from '../../lib/errorMessage';
import { isBoardKeyOf, type PendingMove } from './boardColumns';

export interface DealMoves {
  moves: ReadonlyMap<number, PendingMove>;
  /** Cards moved or added during this visit, newest first: shown on top of their column. */
  recentIds: readonly number[];
  move: (deal: Deal, from: string, to: string) => Promise<boolean>;
  markRecent: (id: number) => void;
}

export function dealLabel(deal: Pick<Deal, 'id' | 'title'>): string {
  return deal.title.trim() === '' ? `Deal #${deal.id}` : deal.title;
}

/**
 * Optimistic status changes: the card shows in its new column at once, the PUT (only the status,
 * with the ETag the side panel read, if any) follows; success reloads the two columns, failure
 * puts the card back and says why. A 412 also reloads the card so the next try uses fresh data.
 */
export function useDealMoves(announce: (message: string) => void): DealMoves {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [moves, setMoves] = useState<ReadonlyMap<number, PendingMove>>(new Map());
  const [recentIds, setRecentIds] = useState<readonly number[]>([]);
  const generation = useRef(0);

  const markRecent = useCallback(
    (id: number) =>
      setRecentIds((ids) => [id, ...ids.filter((other) => other !== id)].slice(0, 50)),
    [],
  );

  const forget = useCallback((id: number, token: number, tokens: Map<number, number>) => {
    // A later move of the same card owns the entry now: leave it alone.
    if (tokens.get(id) !== token) return;
    tokens.delete(id);
    setMoves((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);
  const tokens = useRef(new Map<number, number>());

  const move = useCallback(
    async (deal: Deal, from: string, to: string): Promise<boolean> => {
      if (from.toLowerCase() === to.toLowerCase()) return false;
      const token = ++generation.current;
      tokens.current.set(deal.id, token);
      setMoves((current) =>
        new Map(current).set(deal.id, { deal: { ...deal, status: to.toLowerCase() }, from, to }),
      );
      markRecent(deal.id);
      const label = dealLabel(deal);
      // The ETag of the deal as the side panel last read it; not once marked stale (after our own
      // earlier move it names an old version and would fail for no reason).
      const detailState = queryClient.getQueryState<Shown<Deal>>(detailKey('deals', deal.id));
      const etag =
        detailState === undefined || detailState.isInvalidated
          ? undefined
          : (detailState.data?.etag ?? undefined);
      const reloadColumns = () =>
        queryClient.invalidateQueries({
          predicate: (query) =>
            query.queryKey[0] === 'deals' &&
            (query.queryKey[1] !== 'board' || isBoardKeyOf(query.queryKey, [from, to])),
        });
      try {
        await updateDeal(client, { id: deal.id, input: { status: to }, ifMatch: etag });
      } catch (error) {
        forget(deal.id, token, tokens.current);
        const conflict = isConflict(error);
        const message = conflict
          ? `“${label}” was changed by someone else, so it was not moved. The card has been reloaded: try again.`
          : errorMessage(error);
        notifications.show({
          color: 'red',
          title: `Could not move “${label}” to ${to}`,
          message,
          autoClose: 10_000,
        });
        announce(`Could not move ${label} to ${to}. It is back in ${from}.`);
        if (conflict) void reloadColumns();
        return false;
      }
      await reloadColumns();
      forget(deal.id, token, tokens.current);
      return true;
    },
    [announce, client, forget, markRecent, queryClient],
  );

  return { moves, recentIds, move, markRecent };
}
