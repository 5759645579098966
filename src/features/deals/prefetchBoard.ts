import type { QueryClient } from '@tanstack/react-query';
import { consoleInfoQuery } from '../../api/consoleInfo';
import { dealQueries } from '../../api/deals';
import { dealTotalsQueries } from '../../api/dealTotals';
import { DEFAULT_BASE_URL, type ApiClient } from '../../api/client/client';
import { userQueries } from '../../api/users';
import { boardPageQuery } from './boardPageQuery';
import { FIRST_WANTED, newestSlices } from './newestPages';

/** The board's filters as the address gives them (`?assignee=…&q=…`). */
export interface BoardFilter {
  /** '' = everyone, 'mine' = the current user, else a user's e-mail. */
  assignee: string;
  text: string;
}

export function boardFilterOf(search: URLSearchParams): BoardFilter {
  return { assignee: search.get('assignee')?.trim() ?? '', text: search.get('q') ?? '' };
}

/**
 * What the board loads first, asked for before the board renders: its stages and, when the
 * upstream is the embedded service, the totals, then each column's newest page (its count says
 * which). Promises, not renders, chain the steps (the upstream, for "mine" the current user's
 * address, the totals, the pages), so each request leaves as soon as it can; the board's own
 * queries later find them in the cache or in flight (same keys). Any other upstream, or a text
 * filter (which needs every card), waits for the board's own checks. A failure here is met
 * again, and shown, where the board asks for itself.
 */
export function prefetchBoard(queryClient: QueryClient, client: ApiClient, filter: BoardFilter) {
  void queryClient.prefetchQuery(dealQueries.stages(client));
  if (filter.text.trim() !== '' || client.baseUrl !== DEFAULT_BASE_URL) return;
  const ask = async () => {
    const info = await queryClient.fetchQuery(consoleInfoQuery);
    if (info.upstream !== 'embedded') return;
    const assignedTo =
      filter.assignee === 'mine'
        ? (await queryClient.fetchQuery(userQueries.current(client))).email
        : filter.assignee;
    const totals = await queryClient.fetchQuery(dealTotalsQueries.totals(client, { assignedTo }));
    const scope = { assignedTo };
    for (const { status, count } of totals ?? []) {
      for (const slice of newestSlices(count, FIRST_WANTED, () => undefined).slices)
        void queryClient.prefetchQuery(boardPageQuery(client, scope, status, slice));
    }
  };
  ask().catch(() => undefined);
}
