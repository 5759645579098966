import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { Deal } from '#xml/deal';
import {
  boardPageKey,
  columnDeals,
  isColumnComplete,
  pageSlices,
  type BoardScope,
  type PageSlice,
} from './boardColumns';
import { boardPageQuery } from './boardPageQuery';
import { isNewestComplete, newestDeals, newestSlices } from './newestPages';

/**
 * How a column loads its cards:
 * - `every`: every page, one after the other from the oldest (a server without totals, or a text
 *   filter, which needs every card to count what matches);
 * - `newest`: the service said how many deals the column holds; the pages holding the `wanted`
 *   newest ones, more as the user scrolls;
 * - `wait`: nothing yet (the totals, which decide between the two, are on their way).
 */
export type ColumnLoad =
  | { status: string; kind: 'every' }
  | { status: string; kind: 'newest'; count: number; wanted: number }
  | { status: string; kind: 'wait' };

export interface LoadedColumn {
  status: string;
  deals: Deal[];
  /** The first page has arrived: the column can be shown. */
  started: boolean;
  /** Every deal of the column has arrived: totals counted from the cards are final. */
  complete: boolean;
  /** A page the column asked for has not arrived yet. */
  loading: boolean;
  /** Older deals are there to be asked for (`newest` columns, when scrolled down). */
  hasMore: boolean;
  error: unknown;
  retry: () => void;
}

interface Plan {
  load: ColumnLoad;
  slices: PageSlice[];
  hasMore: boolean;
}

function planOf(load: ColumnLoad, pageAt: (slice: PageSlice) => readonly Deal[] | undefined): Plan {
  if (load.kind === 'wait') return { load, slices: [], hasMore: false };
  if (load.kind === 'every') return { load, slices: pageSlices(pageAt), hasMore: false };
  return { load, ...newestSlices(load.count, load.wanted, pageAt) };
}

/**
 * Loads the columns' pages, all columns at once. What to ask for is read from the cache on each
 * render (an `every` column adds a request for the next page after each full one that arrives;
 * a `newest` column asks for the pages its wanted cards lie on), so a refetch (after a move) keeps
 * the same pages.
 */
export function useBoardPages(loads: readonly ColumnLoad[], scope: BoardScope): LoadedColumn[] {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const plans = loads.map((load) =>
    planOf(load, (slice) =>
      queryClient.getQueryData<Deal[]>(boardPageKey(scope, load.status, slice)),
    ),
  );
  const results = useQueries({
    queries: plans.flatMap(({ load, slices }) =>
      slices.map((slice) => boardPageQuery(client, scope, load.status, slice)),
    ),
  });
  // Where each column's pages start in the flat list of queries.
  const starts = plans.map((_, column) =>
    plans.slice(0, column).reduce((sum, other) => sum + other.slices.length, 0),
  );
  return plans.map(({ load, slices, hasMore }, column) => {
    const columnResults = results.slice(starts[column], starts[column]! + slices.length);
    const pages = columnResults.map((result) => result.data);
    const failed = columnResults.find((result) => result.isError);
    const retry = () => {
      for (const result of columnResults) if (result.isError) void result.refetch();
    };
    const error = failed?.error ?? null;
    if (load.kind === 'wait')
      return {
        status: load.status,
        deals: [],
        started: false,
        complete: false,
        loading: true,
        hasMore,
        error,
        retry,
      };
    const newest = load.kind === 'newest';
    return {
      status: load.status,
      deals: newest ? newestDeals(pages) : columnDeals({ pages }),
      // A column the service counts empty is shown at once, with nothing to ask for.
      started: newest
        ? slices.length === 0 || pages.some((page) => page !== undefined)
        : pages[0] !== undefined,
      complete: newest
        ? slices.length === 0 || isNewestComplete(slices, pages)
        : isColumnComplete({ pages, limits: slices.map((slice) => slice.limit) }),
      loading: pages.some((page) => page === undefined),
      hasMore,
      error,
      retry,
    };
  });
}
