import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { consoleInfoQuery } from '../../api/consoleInfo';
import { dealTotalsQueries } from '../../api/dealTotals';
import { DEFAULT_BASE_URL } from '../../api/http/client';
import { useApiClient } from '../../api/http/ApiClientProvider';
import { userQueries } from '../../api/users';
import { FIRST_WANTED, newestSlices } from './newestPages';
import { boardPageQuery } from './useBoardPages';
import { usePipelineParams } from './usePipelineParams';

/**
 * What the board loads first, asked for while the page still waits for the statuses, when the
 * upstream is the embedded service: the totals, then each column's newest page (its count says
 * which). Promises, not renders, chain the steps (the upstream, for "mine" the current user's
 * address, the totals, the pages), so each request leaves as soon as it can; the board's own
 * queries later find them in the cache or in flight (same keys). Any other upstream waits for
 * `useBoardTotals`' own checks.
 */
export function usePrefetchBoard(): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { assignee, text } = usePipelineParams();
  useEffect(() => {
    if (text.trim() !== '' || client.baseUrl !== DEFAULT_BASE_URL) return;
    const ask = async () => {
      const info = await queryClient.fetchQuery(consoleInfoQuery);
      if (info.upstream !== 'embedded') return;
      const assignedTo =
        assignee === 'mine'
          ? (await queryClient.fetchQuery(userQueries.current(client))).email
          : assignee;
      const totals = await queryClient.fetchQuery(dealTotalsQueries.totals(client, { assignedTo }));
      const scope = { assignedTo };
      for (const { status, count } of totals ?? []) {
        for (const slice of newestSlices(count, FIRST_WANTED, () => undefined).slices)
          void queryClient.prefetchQuery(boardPageQuery(client, scope, status, slice));
      }
    };
    // A failure here is met again, and shown, where the board asks for itself.
    ask().catch(() => undefined);
  }, [assignee, client, queryClient, text]);
}
