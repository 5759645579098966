import { queryOptions } from '@tanstack/react-query';
import { listDeals } from '../../api/deals';
import type { ApiClient } from '../../api/client/client';
import { boardPageKey, type BoardScope, type PageSlice } from './boardColumns';

/** One page of a column: `GET /service/deals.xml?status=…&offset=…&limit=…` for the board's filter. */
export function boardPageQuery(
  client: ApiClient,
  scope: BoardScope,
  status: string,
  slice: PageSlice,
) {
  return queryOptions({
    queryKey: boardPageKey(scope, status, slice),
    queryFn: ({ signal }) =>
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
  });
}
