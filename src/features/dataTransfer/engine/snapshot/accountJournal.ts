import type { ApiClient } from '#api/client/client';
import { changeRestoreMap, getRestoreMap } from '#api/restores';
import {
  MAX_RESTORE_CHANGES,
  RESTORE_ENTRY_KINDS,
  type RestoreChanges,
  type RestoreEntry,
  type RestoreEntryKind,
} from '#xml/restoreMap';
import {
  emptyJournal,
  type JournalChange,
  type JournalSink,
  type RestoreJournal,
} from './restoreJournal';

/**
 * The restore journal kept by the target account itself (our service's `/service/account/
 * restores/{snapshot id}`), so a restore run again from another browser or from the command line
 * finds what an earlier run created. Journal keys map to entries: `companies:12` → a record entry
 * (kind companies, source id 12), any other key (`companies:12:comment:88`) → a step.
 */

/** Characters of one change document at most: well within the service's 1 MiB body limit. */
const BATCH_CHARACTERS = 512 * 1024;

/** `companies:12` → a record entry; any other key is a step's. */
function entryOf(key: string, value: number | null): RestoreEntry {
  const match = /^([a-z]+):(\d+)$/.exec(key);
  const kind = RESTORE_ENTRY_KINDS.find((k) => k === match?.[1]);
  if (match !== null && kind !== undefined && kind !== 'step')
    return { kind, sourceId: match[2]!, createdId: value };
  return { kind: 'step', sourceId: key, createdId: null };
}

const keyOf = (kind: RestoreEntryKind, sourceId: string) =>
  kind === 'step' ? sourceId : `${kind}:${sourceId}`;

/** The account's journal of this snapshot, read whole (pages of 5,000 entries). */
export async function loadAccountJournal(
  client: ApiClient,
  snapshotId: string,
  signal?: AbortSignal,
): Promise<RestoreJournal> {
  const journal = emptyJournal(client.baseUrl);
  for (const entry of await getRestoreMap(client, snapshotId, signal)) {
    if (entry.kind === 'step') journal.done[entry.sourceId] = true;
    else if (entry.createdId !== null)
      journal.ids[keyOf(entry.kind, entry.sourceId)] = entry.createdId;
  }
  return journal;
}

/** Sends `changes` in documents within BATCH_CHARACTERS and MAX_RESTORE_CHANGES entries. */
async function sendInBatches(
  client: ApiClient,
  snapshotId: string,
  changes: RestoreChanges,
  signal?: AbortSignal,
): Promise<void> {
  let batch: RestoreChanges = { set: [], forget: [] };
  let size = 0;
  const send = async () => {
    if (batch.set.length + batch.forget.length === 0) return;
    await changeRestoreMap(client, snapshotId, batch, signal);
    batch = { set: [], forget: [] };
    size = 0;
  };
  const add = async (cost: number, put: () => void) => {
    if (
      size + cost > BATCH_CHARACTERS ||
      batch.set.length + batch.forget.length >= MAX_RESTORE_CHANGES
    )
      await send();
    put();
    size += cost;
  };
  for (const f of changes.forget) await add(f.sourceId.length * 6 + 80, () => batch.forget.push(f));
  for (const e of changes.set) await add(e.sourceId.length * 6 + 120, () => batch.set.push(e));
  await send();
}

/**
 * Stores each journal change in the account before the restore goes on (what a closed tab loses
 * is never a record the account does not know of). Changes made while a write is on its way go
 * together in the next one, so four records restored at once cost one write, not four.
 */
export function accountJournalSink(
  client: ApiClient,
  snapshotId: string,
  signal?: AbortSignal,
): JournalSink {
  let queued = new Map<string, RestoreEntry | null>();
  let previous: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  return {
    save(change: JournalChange): Promise<void> {
      // The last word on a key wins: a forget and a set of one key never travel in the wrong order.
      for (const key of change.forget) queued.set(key, null);
      for (const [key, value] of change.set)
        queued.set(key, entryOf(key, value === true ? null : value));
      if (next !== null) return next;
      const flush = previous.then(async () => {
        const batch = queued;
        queued = new Map();
        next = null;
        const changes: RestoreChanges = { set: [], forget: [] };
        for (const [key, entry] of batch) {
          if (entry !== null) changes.set.push(entry);
          else {
            const { kind, sourceId } = entryOf(key, null);
            changes.forget.push({ kind, sourceId });
          }
        }
        await sendInBatches(client, snapshotId, changes, signal);
      });
      next = flush;
      previous = flush.catch(() => undefined);
      return flush;
    },
  };
}
