import type { QueryClient } from '@tanstack/react-query';
import { invalidateCollection } from '../../api/cache';
import type { ContactCollection, RecordCollection } from '../../api/records';

/**
 * After an undo re-created contacts and linked them again: their own lists, and everything the
 * links show up in (employees, participants, to-dos' and deals' related contacts).
 */
export async function invalidateAfterRestore(
  queryClient: QueryClient,
  collection: ContactCollection,
): Promise<void> {
  const changed: readonly RecordCollection[] = [
    collection,
    'people',
    'communications',
    'todos',
    'deals',
  ];
  await Promise.all(changed.map((name) => invalidateCollection(queryClient, name)));
}
