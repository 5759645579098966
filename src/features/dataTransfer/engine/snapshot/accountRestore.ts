import type { ApiClient } from '#api/client/client';
import { defineRestoredSuperTag, listRestores } from '#api/restores';
import type { SuperTagDefinition } from '#xml/superTag';
import { accountJournalSink, loadAccountJournal } from './accountJournal';
import type { JournalSink, RestoreJournal } from './restoreJournal';
import type { Snapshot } from './snapshotModel';

/** Where a restore keeps its journal when the target account can keep it (our service). */
export interface AccountRestore {
  snapshotId: string;
  /** What earlier runs, from anywhere, created. */
  journal: RestoreJournal;
  sink: JournalSink;
}

/**
 * The account's journal of the snapshot `snapshotId` when the target offers our restore extension;
 * null against a classic server (the caller keeps the journal itself, as before).
 */
export async function openAccountRestore(
  client: ApiClient,
  snapshotId: string,
  signal?: AbortSignal,
): Promise<AccountRestore | null> {
  if ((await listRestores(client, signal)) === null) return null;
  return {
    snapshotId,
    journal: await loadAccountJournal(client, snapshotId, signal),
    sink: accountJournalSink(client, snapshotId, signal),
  };
}

/**
 * The SuperTags the snapshot's records carry that the target does not define, as the snapshot
 * defines them (fields and options in its order, so multiple-choice values keep their order).
 */
export function missingSuperTags(
  snapshot: Snapshot,
  targetDefinitions: readonly SuperTagDefinition[],
): SuperTagDefinition[] {
  const defined = new Set(targetDefinitions.map((d) => d.name.toLowerCase()));
  const used = new Set<string>();
  for (const record of [...snapshot.companies, ...snapshot.people, ...snapshot.deals])
    for (const tag of record.tags) if (tag.supertag) used.add(tag.name.toLowerCase());
  return snapshot.superTags.filter(
    (d) => used.has(d.name.toLowerCase()) && !defined.has(d.name.toLowerCase()),
  );
}

/** Defines them in the target (our service); one the account has meanwhile is left as it is. */
export async function defineMissingSuperTags(
  client: ApiClient,
  snapshotId: string,
  definitions: readonly SuperTagDefinition[],
  signal?: AbortSignal,
): Promise<void> {
  for (const definition of definitions)
    await defineRestoredSuperTag(client, snapshotId, definition, signal);
}
