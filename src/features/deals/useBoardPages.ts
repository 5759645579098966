import { useQueries, useQueryClient } from '@tanstack/react-query';
import { listDeals } from '../../api/deals';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { Deal } from '#xml/deal';
import {
  boardPageKey,
  columnDeals,
  isColumnComplete,
  pageSlices,
  type BoardScope,
} from './boardColumns';

export interface LoadedColumn {
  status: string;
  deals: Deal[];
  /** The first page has arrived: the column can be shown. */
  started: boolean;
  /** Every page has arrived: its totals are final. */
  complete: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Loads every status column page by page, all columns at once: each column's first page is asked
 * for at the start, and every full page that arrives adds a request for the next one. What to ask
 * for is read from the cache on each render, so a refetch (after a move) keeps the same pages.
 */
export function useBoardPages(statuses: readonly string[], scope: BoardScope): LoadedColumn[] {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const plan = statuses.map((status) => ({
    status,
    slices: pageSlices((slice) =>
      queryClient.getQueryData<Deal[]>(boardPageKey(scope, status, slice)),
    ),
  }));
  const results = useQueries({
    queries: plan.flatMap(({ status, slices }) =>
      slices.map((slice) => ({
        queryKey: boardPageKey(scope, status, slice),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          listDeals(
            client,
            {
              status,
              offset: slice.offset,
              limit: slice.limit,
              assignedTo: scope.assignedTo === '' ? undefined : scope.assignedTo,
            },
            signal,
          ),
      })),
    ),
  });
  // Where each column's pages start in the flat list of queries.
  const starts = plan.map((_, column) =>
    plan.slice(0, column).reduce((sum, other) => sum + other.slices.length, 0),
  );
  return plan.map(({ status, slices }, column) => {
    const columnResults = results.slice(starts[column], starts[column]! + slices.length);
    const pages = columnResults.map((result) => result.data);
    const failed = columnResults.find((result) => result.isError);
    return {
      status,
      deals: columnDeals({ pages }),
      started: pages[0] !== undefined,
      complete: isColumnComplete({ pages, limits: slices.map((slice) => slice.limit) }),
      error: failed?.error ?? null,
      retry: () => {
        for (const result of columnResults) if (result.isError) void result.refetch();
      },
    };
  });
}
