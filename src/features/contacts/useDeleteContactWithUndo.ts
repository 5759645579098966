import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { detailKey, forgetRecord, invalidateCollection, useApiMutation } from '../../api/cache';
import { everyComment, type EmbeddedComments } from '../../api/comments';
import { deleteUnlessChanged, type ConfirmStaleDelete } from '../../api/conditionalDelete';
import { useApiClient } from '../../api/client/ApiClientProvider';
import type { ApiClient } from '../../api/client/client';
import type { ContactCollection, DeleteOptions } from '../../api/records';
import type { RestoredRecord } from './undo/undoOutcome';
import { showUndoDelete } from './undo/undoToast';
import type { ContactLinks } from './contactLinks';
import { invalidateAfterRestore } from './invalidateAfterRestore';
import { takeContactLinks } from './snapshotContactLinks';

/** How one kind of contact is deleted and created again. */
export interface DeletableContact<T extends { id: number }> {
  collection: ContactCollection;
  deleteRecord: (client: ApiClient, id: number, options?: DeleteOptions) => Promise<void>;
  /**
   * Creates the record again by new requests (fields, then locations, tags, comments, SuperTags,
   * then the links the delete dropped); resolves with the new id and what did not come back.
   */
  recreate: (client: ApiClient, record: T, links: ContactLinks) => Promise<RestoredRecord>;
  /** "Company “Acme”", "Ada Lovelace": what the undo toast names. */
  describe: (record: T) => string;
  pathOf: (id: number) => string;
}

/** The ETag the page read, and who to ask when the record changed since (412). */
export interface DeleteGuard {
  etag: string | null;
  confirmStale: ConfirmStaleDelete;
}

/**
 * Deletes a company or person at once (a real DELETE, nothing deferred that a closed tab could
 * lose) and offers Undo, which creates the record again by new requests. Just before the DELETE
 * it reads what the record is linked to (employees, communications, to-dos, deals), which the
 * delete drops: if that read fails, nothing is deleted.
 */
export function useDeleteContactWithUndo<T extends { id: number } & EmbeddedComments>(
  kind: DeletableContact<T>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useApiMutation(
    async (
      apiClient: ApiClient,
      { record, guard }: { record: T; guard: DeleteGuard | undefined },
    ): Promise<{ links: ContactLinks; record: T } | null> => {
      const { id } = record;
      const links = await takeContactLinks(apiClient, { collection: kind.collection, id });
      // A record embeds only its latest comments when it has many: Undo needs them all.
      const megaComments = await everyComment(
        apiClient,
        { collection: kind.collection, id },
        record,
      );
      const send = (ifMatch: string | undefined) => kind.deleteRecord(apiClient, id, { ifMatch });
      if (guard === undefined) await send(undefined);
      else if (!(await deleteUnlessChanged(send, guard.etag, guard.confirmStale))) return null;
      return { links, record: { ...record, megaComments } };
    },
    (cache, { record: { id } }, taken) => {
      // Kept after all (changed meanwhile, and the user cancelled): show the current version.
      if (taken === null)
        return cache.invalidateQueries({ queryKey: detailKey(kind.collection, id) });
      forgetRecord(cache, kind.collection, id);
      return invalidateCollection(cache, kind.collection);
    },
  );

  /** Resolves with whether the record was deleted (false: it changed meanwhile and the user kept it). */
  async function deleteWithUndo(record: T, guard?: DeleteGuard): Promise<boolean> {
    const taken = await remove.mutateAsync({ record, guard });
    if (taken === null) return false;
    showUndoDelete({
      what: kind.describe(record),
      restore: async () => {
        const restored = await kind.recreate(client, taken.record, taken.links);
        await invalidateAfterRestore(queryClient, kind.collection);
        return restored;
      },
      openRestored: (id) => void navigate(kind.pathOf(id)),
    });
    return true;
  }

  return { deleteWithUndo, isPending: remove.isPending };
}
