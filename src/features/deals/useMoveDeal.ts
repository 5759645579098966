import { useCallback, useMemo, useState } from 'react';
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { dealMutationKeys, updateDeal } from '../../api/deals';
import { detailKey } from '../../api/cache';
import { isConflict } from '../../api/client/apiError';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { Shown } from '../../api/client/requests';
import type { Deal } from '#xml/deal';
import { errorMessage } from '../../lib/errorMessage';
import { isBoardKeyOf, type PendingMove } from './boardColumns';
import { dealLabel } from './dealLabel';
import { dealMessages } from './messages';
import { stageName } from '#lib/stageName';

/** What a move changes besides the card itself: the columns' totals, the followed cards. */
export interface MoveEffects {
  /** The move is about to be sent: the card's figures go to its new column at once. */
  onStart: (move: PendingMove) => void;
  /** The move was refused or failed: the card's figures go back. */
  onFail: (move: PendingMove) => void;
}

/**
 * The ETag of the deal as the side panel last read it, if any; not once marked stale (after an
 * earlier move of ours it names an old version and would fail for no reason).
 */
function panelEtag(queryClient: QueryClient, id: number): string | undefined {
  const state = queryClient.getQueryState<Shown<Deal>>(detailKey('deals', id));
  return state === undefined || state.isInvalidated ? undefined : (state.data?.etag ?? undefined);
}

/** Refetches every deals query but the board pages of columns the move did not touch. */
async function reloadColumns(queryClient: QueryClient, { from, to }: PendingMove): Promise<void> {
  // The optimistic totals can give a column pages of new keys while the PUT is on its way; such a
  // page, still in flight with no data, would be awaited by the invalidation below (react-query
  // refetches only queries that hold data) and bring the cards as they were before the move.
  await queryClient.cancelQueries({
    predicate: ({ queryKey }) => isBoardKeyOf(queryKey, [from, to]),
  });
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'deals' && (queryKey[1] !== 'board' || isBoardKeyOf(queryKey, [from, to])),
  });
}

/**
 * A status change from the board, optimistic: one mutation per move, keyed `dealMutationKeys.move`,
 * whose pending variables are the moved cards (`usePendingMoves`). The PUT sends only the status,
 * with the ETag the side panel read, if any. On success the mutation stays pending until the two
 * columns have refetched, so the card never flickers back; on failure it ends at once, the card
 * returns, and the user is told why (a 412 also reloads the columns so the next try is fresh).
 */
export function useMoveDeal(announce: (message: string) => void, effects: MoveEffects) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: dealMutationKeys.move(),
    mutationFn: ({ deal, to }: PendingMove) =>
      updateDeal(client, {
        id: deal.id,
        input: { status: to },
        ifMatch: panelEtag(queryClient, deal.id),
      }),
    onMutate: (move) => effects.onStart(move),
    onSuccess: (_saved, move) => reloadColumns(queryClient, move),
    onError: (error, move) => {
      effects.onFail(move);
      const label = dealLabel(move.deal);
      const conflict = isConflict(error);
      notifications.show({
        color: 'red',
        title: dealMessages.t('move.failed', { deal: label, to: stageName(move.to) }),
        message: conflict ? dealMessages.t('move.conflict', { deal: label }) : errorMessage(error),
        autoClose: 10_000,
      });
      announce(
        dealMessages.t('move.failedAnnounce', {
          deal: label,
          to: stageName(move.to),
          from: stageName(move.from),
        }),
      );
      if (conflict) void reloadColumns(queryClient, move);
    },
  });
  return useCallback(
    (deal: Deal, from: string, to: string) => {
      if (from.toLowerCase() !== to.toLowerCase()) mutate({ deal, from, to });
    },
    [mutate],
  );
}

/** The cards being moved, by id, each as it will be once saved (a later move of a card wins). */
export function usePendingMoves(): ReadonlyMap<number, PendingMove> {
  const pending = useMutationState({
    filters: { mutationKey: dealMutationKeys.move(), status: 'pending' },
    select: (mutation) => mutation.state.variables as PendingMove,
  });
  return useMemo(
    () =>
      new Map(
        pending.map(({ deal, from, to }) => [
          deal.id,
          { deal: { ...deal, status: to.toLowerCase() }, from, to },
        ]),
      ),
    [pending],
  );
}

/** Cards moved or added during this visit, newest first: shown on top of their column. */
export function useRecentCards() {
  const [recentIds, setRecentIds] = useState<readonly number[]>([]);
  const markRecent = useCallback(
    (id: number) =>
      setRecentIds((ids) => [id, ...ids.filter((other) => other !== id)].slice(0, 50)),
    [],
  );
  return { recentIds, markRecent };
}
