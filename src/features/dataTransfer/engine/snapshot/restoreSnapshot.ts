import { isApiError } from '#api/client/apiError';
import type { ApiClient } from '#api/client/client';
import { listSuperTagDefinitions } from '#api/superTags';
import { listUsers } from '#api/users';
import type { SuperTagDefinition } from '#xml/superTag';
import { Assignees } from './assignees';
import { restoreCommunications, restoreDeals, restoreTodos } from './restoreActivities';
import { restoreCompanies, restorePeople } from './restoreContacts';
import type { JournalSink, RestoreJournal } from './restoreJournal';
import { restoreParts, type RestoreContext } from './restoreParts';
import { describeWritten, emptyReport, RestoreError, type RestoreReport } from './restoreReport';
import { RestoreRun, type RestoreProgress } from './restoreRun';
import { SnapshotFormatError } from './snapshotDocument';
import { duplicateIdsMessage } from './snapshotIds';
import type { Snapshot } from './snapshotModel';
import { apiErrorText } from '#lib/apiErrorText';
import { engineMessages } from '../messages';

export type { RestoreProgress };

export interface RestoreOptions {
  /** Report what would be written (and what the service would refuse), write nothing. */
  dryRun?: boolean;
  /** Mutated as the restore goes; give the one a stopped restore left to carry on from it. */
  journal: RestoreJournal;
  /** Called after every change to the journal (persist it there). */
  onJournal?: (journal: RestoreJournal) => void;
  /**
   * The target account keeps the journal (our service, `openAccountRestore`): each change is
   * saved there before the restore goes on, and comments keep their author's name and time.
   */
  account?: { snapshotId: string; sink: JournalSink };
  /** For assignees without a user in the target: source e-mail (lower case) → a target user's e-mail. */
  assigneeChoices?: Readonly<Record<string, string>>;
  onProgress?: (progress: RestoreProgress) => void;
  signal?: AbortSignal;
  /** Records restored at once (each is a few sequential requests). */
  concurrency?: number;
}

/** Kind by kind in dependency order: a record's links point at records restored before it. */
const KINDS_IN_ORDER = [
  restoreCompanies,
  restorePeople,
  restoreCommunications,
  restoreTodos,
  restoreDeals,
] as const;

function describeError(error: unknown): string {
  if (isApiError(error)) return apiErrorText(error) ?? error.messages.join('; ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Restores a snapshot through the API's documented calls, mapping every old id to the new record
 * so relations point at restored records. Records are created kind by kind in dependency order
 * (companies, people, communications, to-dos, deals); every create and every step below a record
 * is written to the journal as soon as it succeeds, so running again after a stop skips what
 * exists and writes only the rest.
 *
 * Every document is checked against the service's own limits before it is sent (a dry run checks
 * them all and writes nothing). A record or part the service refuses (or would) is left out and
 * reported under its cause, and the rest goes on: only a lost connection, refused credentials, an
 * unavailable service or a cancel stops the restore (RestoreError; run again to carry on).
 */
export async function restoreSnapshot(
  client: ApiClient,
  snapshot: Snapshot,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const duplicates = duplicateIdsMessage(snapshot);
  if (duplicates !== null) throw new SnapshotFormatError(duplicates);
  const { dryRun = false, journal, signal, concurrency = 4 } = options;
  const report = emptyReport(dryRun);
  const targetUsers = await listUsers(client, signal);
  const targetDefinitions = await listSuperTagDefinitions(client, signal);
  const definitionOf = new Map<string, SuperTagDefinition>(
    targetDefinitions.map((d) => [d.name.toLowerCase(), d]),
  );
  const assignees = new Assignees(snapshot.users, targetUsers, options.assigneeChoices);
  const run = new RestoreRun(report, {
    dryRun,
    journal,
    onJournal: options.onJournal,
    sink: options.account?.sink,
    onProgress: options.onProgress,
    signal,
    concurrency,
    total:
      snapshot.companies.length +
      snapshot.people.length +
      snapshot.deals.length +
      snapshot.todos.length +
      snapshot.communications.length,
  });
  const context: RestoreContext = {
    client,
    run,
    signal,
    definitionOf,
    assignees,
    snapshotId: options.account?.snapshotId ?? null,
  };
  const parts = restoreParts(context);
  try {
    for (const restoreKind of KINDS_IN_ORDER) await restoreKind(context, parts, snapshot);
  } catch (error) {
    const aborted = signal?.aborted === true || (isApiError(error) && error.kind === 'aborted');
    const reason = aborted ? engineMessages.t('restore.cancelled') : describeError(error);
    const written = describeWritten(report);
    throw new RestoreError(engineMessages.t('restore.stopped', { reason, written }), report, {
      cause: error,
    });
  }
  return report;
}
