import type { QueryClient } from '@tanstack/react-query';
import { activityQueries } from '#api/activities';
import { invalidateCollection } from '#api/cache';
import { changedQueries } from '#api/changedSince';
import type { ImportKind } from './engine/csvImport/importFields';

/**
 * Imports and restores write through the endpoint functions, not the console's mutations, so the
 * caches they touch are refreshed here, through cache.ts's rules and the resources' key factories.
 */
function refreshStreams(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    // Every write is an activity, and "changed since your last visit" counts them.
    queryClient.invalidateQueries({ queryKey: activityQueries.all() }),
    queryClient.invalidateQueries({ queryKey: changedQueries.all() }),
  ]);
}

/**
 * After an import of `kind` (or its undo). invalidateCollection also marks stale what shows these
 * records elsewhere: imported people's deals, affiliations and participants, a company's people.
 * People name their employer, which the service creates when it does not exist: companies too.
 */
export async function refreshAfterImport(
  queryClient: QueryClient,
  kind: ImportKind,
): Promise<void> {
  await Promise.all([
    invalidateCollection(queryClient, kind),
    kind === 'people' ? invalidateCollection(queryClient, 'companies') : null,
    invalidateCollection(queryClient, 'tags'),
    kind === 'todos' ? null : invalidateCollection(queryClient, 'super_tags'),
    refreshStreams(queryClient),
  ]);
}

/** After a restore: every kind of record, their tags, SuperTag values and comments may be new. */
export async function refreshAfterRestore(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    ...(['companies', 'people', 'communications', 'todos', 'deals'] as const).map((collection) =>
      invalidateCollection(queryClient, collection),
    ),
    invalidateCollection(queryClient, 'tags'),
    invalidateCollection(queryClient, 'super_tags'),
    invalidateCollection(queryClient, 'comments'),
    refreshStreams(queryClient),
  ]);
}
