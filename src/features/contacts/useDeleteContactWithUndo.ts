import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetRecord, invalidateCollection, useApiMutation } from '../../api/cache';
import { useApiClient } from '../../api/http/ApiClientProvider';
import type { ApiClient } from '../../api/http/client';
import type { ContactCollection } from '../../api/records';
import type { RestoredRecord } from '../../components/undoOutcome';
import { showUndoDelete } from '../../components/undoToast';
import type { ContactLinks } from './contactLinks';
import { invalidateAfterRestore } from './invalidateAfterRestore';
import { takeContactLinks } from './snapshotContactLinks';

/** How one kind of contact is deleted and created again. */
export interface DeletableContact<T extends { id: number }> {
  collection: ContactCollection;
  deleteRecord: (client: ApiClient, id: number) => Promise<void>;
  /**
   * Creates the record again by new requests (fields, then locations, tags, comments, SuperTags,
   * then the links the delete dropped); resolves with the new id and what did not come back.
   */
  recreate: (client: ApiClient, record: T, links: ContactLinks) => Promise<RestoredRecord>;
  /** "Company “Acme”", "Ada Lovelace": what the undo toast names. */
  describe: (record: T) => string;
  pathOf: (id: number) => string;
}

/**
 * Deletes a company or person at once (a real DELETE, nothing deferred that a closed tab could
 * lose) and offers Undo, which creates the record again by new requests. Just before the DELETE
 * it reads what the record is linked to (employees, communications, to-dos, deals), which the
 * delete drops: if that read fails, nothing is deleted.
 */
export function useDeleteContactWithUndo<T extends { id: number }>(kind: DeletableContact<T>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useApiMutation(
    async (apiClient: ApiClient, id: number): Promise<ContactLinks> => {
      const links = await takeContactLinks(apiClient, { collection: kind.collection, id });
      await kind.deleteRecord(apiClient, id);
      return links;
    },
    (cache, id) => {
      forgetRecord(cache, kind.collection, id);
      return invalidateCollection(cache, kind.collection);
    },
  );

  async function deleteWithUndo(record: T): Promise<void> {
    const links = await remove.mutateAsync(record.id);
    showUndoDelete({
      what: kind.describe(record),
      restore: async () => {
        const restored = await kind.recreate(client, record, links);
        await invalidateAfterRestore(queryClient, kind.collection);
        return restored;
      },
      openRestored: (id) => void navigate(kind.pathOf(id)),
    });
  }

  return { deleteWithUndo, isPending: remove.isPending };
}
