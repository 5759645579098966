import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetRecord, invalidateCollection, useApiMutation } from '../../api/cache';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { ApiClient } from '../../api/http/client';
import type { ContactCollection } from '../../api/records';
import { showUndoDelete } from '../../components/undoToast';

/** How one kind of contact is deleted and created again. */
export interface DeletableContact<T extends { id: number }> {
  collection: ContactCollection;
  deleteRecord: (client: ApiClient, id: number) => Promise<void>;
  /** Creates the record again by new requests (fields, then locations, tags, comments, SuperTags). */
  recreate: (client: ApiClient, record: T) => Promise<number>;
  /** "Company “Acme”", "Ada Lovelace": what the undo toast names. */
  describe: (record: T) => string;
  pathOf: (id: number) => string;
}

/**
 * Deletes a company or person at once (a real DELETE, nothing deferred that a closed tab could
 * lose) and offers Undo, which creates the record again by new requests.
 */
export function useDeleteContactWithUndo<T extends { id: number }>(kind: DeletableContact<T>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useApiMutation(kind.deleteRecord, (cache, id) => {
    forgetRecord(cache, kind.collection, id);
    return invalidateCollection(cache, kind.collection);
  });

  async function deleteWithUndo(record: T): Promise<void> {
    await remove.mutateAsync(record.id);
    showUndoDelete({
      what: kind.describe(record),
      restore: async () => {
        const id = await kind.recreate(client, record);
        await invalidateCollection(queryClient, kind.collection);
        return id;
      },
      openRestored: (id) => void navigate(kind.pathOf(id)),
    });
  }

  return { deleteWithUndo, isPending: remove.isPending };
}
