import { queryOptions } from '@tanstack/react-query';
import type { ChangeListKey } from './changedIds';
import type { ApiClient } from './client/client';

/**
 * "Changed since your last visit" (issue 14): the records of a list updated since a time by
 * someone other than the current user. The navigation counts them on every screen, but only once
 * the user has visited a list: the search (changedIds.ts, with the lists' decoders) loads then.
 */

export const changedQueries = {
  all: () => ['changedSince'] as const,
  list: (client: ApiClient, key: ChangeListKey, since: string, currentUserId: number | null) =>
    queryOptions({
      queryKey: ['changedSince', key, since, currentUserId],
      queryFn: async ({ signal }) =>
        (await import('./changedIds')).listChangedIds(client, key, since, currentUserId, signal),
      staleTime: 30_000,
    }),
};
