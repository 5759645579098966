import { isApiError } from '#api/client/apiError';
import type { ApiClient } from '#api/client/client';
import { deleteCommunication } from '#api/communications';
import { deleteCompany } from '#api/companies';
import { deleteDeal } from '#api/deals';
import { deletePerson } from '#api/people';
import { deleteTodo } from '#api/todos';
import type { SnapshotKind } from './snapshotModel';
import { apiErrorText } from '#lib/apiErrorText';
import { engineMessages } from '../messages';

export interface UndoRestoreOutcome {
  /** Records deleted (or already gone). */
  deleted: number;
  /** Records that could not be deleted, each with why. */
  failures: string[];
}

/** Deals first (they list to-dos and communications), contacts last: the reverse of the restore. */
const ORDER: readonly SnapshotKind[] = ['deals', 'todos', 'communications', 'people', 'companies'];

const REMOVE: Record<SnapshotKind, (client: ApiClient, id: number) => Promise<void>> = {
  companies: (client, id) => deleteCompany(client, id),
  people: (client, id) => deletePerson(client, id),
  deals: (client, id) => deleteDeal(client, id),
  todos: (client, id) => deleteTodo(client, id),
  communications: (client, id) => deleteCommunication(client, id),
};

/**
 * Undoes a whole restore as an import's Undo does: deletes every record it created (the journal's
 * ids: `companies:12` → 345), their comments, tags and links with them. One already deleted is
 * counted as done; one the service refuses is reported and the rest go on.
 */
export async function undoRestore(
  client: ApiClient,
  ids: Readonly<Record<string, number>>,
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<UndoRestoreOutcome> {
  const byKind = new Map<SnapshotKind, number[]>(ORDER.map((k) => [k, []]));
  for (const [key, id] of Object.entries(ids))
    byKind.get(key.split(':')[0] as SnapshotKind)?.push(id);
  const total = [...byKind.values()].reduce((n, list) => n + list.length, 0);
  const outcome: UndoRestoreOutcome = { deleted: 0, failures: [] };
  for (const kind of ORDER) {
    const queue = byKind.get(kind) ?? [];
    let next = 0;
    const worker = async () => {
      while (next < queue.length) {
        const id = queue[next++]!;
        try {
          await REMOVE[kind](client, id);
          outcome.deleted += 1;
        } catch (error) {
          if (isApiError(error) && error.status === 404) outcome.deleted += 1;
          else
            outcome.failures.push(
              engineMessages.t(`undo.failed.${kind}`, {
                id,
                error: isApiError(error)
                  ? (apiErrorText(error) ?? error.messages.join('; '))
                  : String(error),
              }),
            );
        }
        options.onProgress?.(outcome.deleted + outcome.failures.length, total);
      }
    };
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, queue.length)) }, worker),
    );
  }
  return outcome;
}
