import { deleteCompany } from '#api/companies';
import { deleteDeal } from '#api/deals';
import { isApiError } from '#api/client/apiError';
import type { ApiClient } from '#api/client/client';
import { deleteLocation, updateLocation } from '#api/locations';
import { deletePerson } from '#api/people';
import { removeRecordSuperTag, setRecordSuperTag } from '#api/superTags';
import { removeTag } from '#api/tags';
import { deleteTodo } from '#api/todos';
import type { LocationWrite } from '#xml/location';
import type { SuperTagWrite } from '#xml/superTag';
import { describeError, IMPORT_CONCURRENCY, type UndoEntry } from './importOutcome';
import { writeMain } from './recordWrites';

export interface UndoOutcome {
  undone: number;
  failures: string[];
}

async function undoOne(client: ApiClient, entry: UndoEntry): Promise<void> {
  const { kind, id } = entry;
  if (entry.type === 'created') {
    try {
      if (kind === 'companies') await deleteCompany(client, id);
      else if (kind === 'people') await deletePerson(client, id);
      else if (kind === 'deals') await deleteDeal(client, id);
      else await deleteTodo(client, id);
    } catch (error) {
      // Deleted meanwhile: nothing left to undo.
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
    return;
  }
  await writeMain(client, kind, entry.previous, id);
  if (entry.location !== null && (kind === 'companies' || kind === 'people')) {
    const { label, previous } = entry.location;
    if (previous === null)
      await deleteLocation(client, { collection: kind, id, label }).catch(ignoreNotFound);
    else {
      const { id: _id, ...fields } = previous;
      await updateLocation(client, {
        collection: kind,
        id,
        label,
        input: fields satisfies LocationWrite,
      });
    }
  }
  for (const name of entry.addedTags)
    await removeTag(client, { record: { collection: kind, id }, name });
  if (kind !== 'todos') {
    for (const superTag of entry.superTags) {
      const record = { collection: kind, id };
      if (superTag.previous === null)
        await removeRecordSuperTag(client, { record, name: superTag.name }).catch(ignoreNotFound);
      else {
        // Fields the import set that the record did not have are cleared ('' clears a field).
        const values: SuperTagWrite = Object.create(null) as SuperTagWrite;
        for (const field of superTag.written) values[field] = '';
        Object.assign(values, superTag.previous);
        await setRecordSuperTag(client, { record, name: superTag.name, values });
      }
    }
  }
}

function ignoreNotFound(error: unknown): void {
  if (!(isApiError(error) && error.status === 404)) throw error;
}

/** Undoes a whole import, newest first: deletes what it created, puts back what it updated. */
export async function undoImport(
  client: ApiClient,
  entries: readonly UndoEntry[],
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<UndoOutcome> {
  const queue = [...entries].reverse();
  let next = 0;
  let undone = 0;
  const failures: string[] = [];
  async function worker(): Promise<void> {
    while (next < queue.length) {
      const entry = queue[next++] as UndoEntry;
      try {
        await undoOne(client, entry);
        undone += 1;
      } catch (error) {
        failures.push(`#${entry.id}: ${describeError(error)}`);
      }
      options.onProgress?.(undone + failures.length, queue.length);
    }
  }
  await Promise.all(
    Array.from(
      { length: Math.max(1, Math.min(options.concurrency ?? IMPORT_CONCURRENCY, queue.length)) },
      worker,
    ),
  );
  return { undone, failures };
}
