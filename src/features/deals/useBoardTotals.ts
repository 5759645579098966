import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleInfoQuery } from '../../api/consoleInfo';
import { dealTotalsQueries, dealTotalsSupportQuery } from '../../api/dealTotals';
import { isNotFound } from '../../api/client/apiError';
import { DEFAULT_BASE_URL } from '../../api/client/client';
import { useApiClient } from '../../api/client/ApiClientProvider';
import { userQueries } from '../../api/users';
import type { Deal } from '#xml/deal';
import type { DealTotal } from '#xml/dealTotal';
import type { BoardScope, ColumnTotals } from './boardColumns';
import { totalsAfterMove, totalsByStatus } from './servedTotals';

/**
 * Where the board's totals come from:
 * - `served`: the service counted every column at once (`deals/totals.xml`): final at once;
 * - `counted`: the board adds up the cards it loads (a server without totals, one whose totals
 *   failed, or a text filter, which the service cannot apply), partial until every card is there;
 * - `asking`: the service has been asked and not answered yet.
 */
export type TotalsSource = 'asking' | 'served' | 'counted';

export interface BoardTotals {
  source: TotalsSource;
  /** `served`: count and sum per status, in lower case; empty otherwise. */
  byStatus: ReadonlyMap<string, ColumnTotals>;
  /** Before a move is sent: the card's count and amount go to its new column at once. */
  applyMove: (deal: Deal, from: string, to: string) => void;
  /** After a move failed: the card's figures go back, and the service is asked again. */
  undoMove: (deal: Deal, from: string, to: string) => void;
}

const NONE: ReadonlyMap<string, ColumnTotals> = new Map();

/**
 * The board's totals from the service, for the board's filters (`scope`; null while "mine" waits
 * for the current user's address). `wanted` is false while a text filter is on: the service's
 * `title` search matches titles only, the board's filter also contacts, assignees and
 * descriptions, so only counting the shown cards keeps the totals and the cards consistent.
 *
 * The totals are asked for at once when the console's upstream is the embedded service (our
 * own, `/console/info.json`), else once the current user (`users/current.xml`, our extension too)
 * has answered: a 404 there says the server is a classic one, and the board counts cards without
 * asking. A server that has the current user but answers 404 for the totals (an older version of
 * ours) is remembered for its base URL (`dealTotalsSupportQuery`): the board counts cards from
 * then on and asks no more, whatever the filters.
 */
export function useBoardTotals(scope: BoardScope | null, wanted: boolean): BoardTotals {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const support = useQuery(dealTotalsSupportQuery(client));
  // The embedded upstream is our service: the totals are there. Any other may be a classic server,
  // which has no current user either (the shell asks for it anyway): its 404 there spares a second
  // failing request, and a console error, here.
  const upstream = useQuery({
    ...consoleInfoQuery,
    enabled: client.baseUrl === DEFAULT_BASE_URL,
  });
  const currentUser = useQuery(userQueries.current(client));
  const known = upstream.data?.upstream === 'embedded' || currentUser.status !== 'pending';
  const asking = wanted && support.data !== false && !isNotFound(currentUser.error);
  const assignedTo = scope?.assignedTo ?? '';
  const options = useMemo(
    () => dealTotalsQueries.totals(client, { assignedTo }),
    [assignedTo, client],
  );
  const totals = useQuery({ ...options, enabled: asking && known && scope !== null });

  const served = asking && scope !== null ? totals.data : undefined;
  // Totals once received stay in use when a later refetch fails: better a minute old than partial.
  const source: TotalsSource = !asking
    ? 'counted'
    : Array.isArray(served)
      ? 'served'
      : !known || scope === null || (served === undefined && !totals.isError)
        ? 'asking'
        : 'counted';
  const byStatus = useMemo(() => (served ? totalsByStatus(served) : NONE), [served]);

  const { queryKey } = options;
  const shift = useCallback(
    async (amount: string, from: string, to: string) => {
      // A refetch under way would overwrite the shifted figures with older ones.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<DealTotal[] | null>(queryKey, (current) =>
        current ? totalsAfterMove(current, amount, from, to) : current,
      );
    },
    [queryClient, queryKey],
  );
  const applyMove = useCallback(
    (deal: Deal, from: string, to: string) => {
      if (source !== 'served' || from.toLowerCase() === to.toLowerCase()) return;
      void shift(deal.amount, from, to);
    },
    [shift, source],
  );
  const undoMove = useCallback(
    (deal: Deal, from: string, to: string) => {
      if (source !== 'served' || from.toLowerCase() === to.toLowerCase()) return;
      void shift(deal.amount, to, from).then(() => queryClient.invalidateQueries({ queryKey }));
    },
    [queryClient, queryKey, shift, source],
  );

  return { source, byStatus, applyMove, undoMove };
}
