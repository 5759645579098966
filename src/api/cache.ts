import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApiClient } from './client/ApiClientProvider';
import type { ApiClient } from './client/client';
import type { RecordCollection } from './records';

/**
 * Query keys go from generic to specific: `[collection]`, `[collection,'list',params]`,
 * `[collection,'detail',id]`, and what belongs to one record below its detail key, named after
 * the collection it lists: `['companies','detail',7,'communications']`, `[…,'people']`,
 * `[…,'locations']`, `[…,'super_tags']`. So "records of collection C changed" is: every key that
 * starts with C, and every nested list named C under another record.
 */

export type QueryKeyPart = string | number | object;

export function detailKey(
  collection: string,
  id: number | string,
  ...nested: QueryKeyPart[]
): readonly QueryKeyPart[] {
  return [collection, 'detail', id, ...nested];
}

export function listKey(collection: string, params: QueryKeyPart): readonly QueryKeyPart[] {
  return [collection, 'list', params];
}

/** Other collections whose representations show data of these records (names, embedded lists). */
const SHOWN_ELSEWHERE: Readonly<Record<RecordCollection, readonly string[]>> = {
  // A person shows the employer's name; deals show `deal_with`; affiliations and participants show
  // names. (A company's employees are its nested `people` list, covered by the rule above.)
  companies: ['people', 'deals', 'affiliations', 'participants'],
  people: ['deals', 'affiliations', 'participants'],
  // Deals list the ids of their attached communications and to-dos.
  communications: ['deals'],
  todos: ['deals'],
  deals: [],
};

function touches(key: readonly unknown[], collection: string): boolean {
  return key[0] === collection || (key[1] === 'detail' && key[3] === collection);
}

/** Marks stale everything that may show records of `collection`; active queries refetch. */
export function invalidateCollection(
  queryClient: QueryClient,
  collection: RecordCollection | 'tags' | 'super_tags' | 'comments',
): Promise<void> {
  const related =
    collection in SHOWN_ELSEWHERE ? SHOWN_ELSEWHERE[collection as RecordCollection] : [];
  return queryClient.invalidateQueries({
    predicate: (query) =>
      touches(query.queryKey, collection) ||
      related.some((other) => touches(query.queryKey, other)),
  });
}

/** After a delete: drop the record's cached detail (and what hangs below it) instead of refetching a 404. */
export function forgetRecord(
  queryClient: QueryClient,
  collection: string,
  id: number | string,
): void {
  queryClient.removeQueries({ queryKey: detailKey(collection, id) });
}

/**
 * A mutation over one endpoint function with the context's client; `afterSuccess` updates the
 * cache (its promise is awaited, so `mutateAsync` resolves once the affected queries refetched).
 */
export function useApiMutation<A, R>(
  endpoint: (client: ApiClient, args: A) => Promise<R>,
  afterSuccess: (queryClient: QueryClient, args: A, result: R) => Promise<unknown> | void,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => endpoint(client, args),
    onSuccess: (result: R, args: A) => afterSuccess(queryClient, args, result),
  });
}
