import type { QueryClient } from '@tanstack/react-query';
import type { ContactCollection } from '../api/records';
import type { Shown } from '../api/client/requests';

/**
 * What the react-query cache already says about a contact id: a person's or company's detail
 * answer, or a list of either holding the id (a list page, a search, the picker). People and
 * companies share one id space, so finding the id in one collection settles its kind without a
 * request.
 */
export function cachedContactKind(
  queryClient: QueryClient,
  id: number,
): ContactCollection | undefined {
  for (const collection of ['people', 'companies'] as const) {
    const detail = queryClient.getQueryData<Shown<{ id: number }>>([collection, 'detail', id]);
    if (detail !== undefined) return collection;
    const lists = queryClient.getQueriesData<unknown>({ queryKey: [collection, 'list'] });
    for (const [, data] of lists) {
      if (Array.isArray(data) && data.some((record: { id?: unknown }) => record.id === id))
        return collection;
    }
  }
  return undefined;
}
