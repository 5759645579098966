import { isApiError } from '#api/client/apiError';
import type { JournalChange, JournalSink, RestoreJournal } from './restoreJournal';
import { engineMessages } from '../messages';
import { failureRecorder, type RestoreReport } from './restoreReport';
import type { SnapshotKind } from './snapshotModel';
import { ownFailureCause, RefusedWrite } from './writeChecks';

export interface RestoreProgress {
  /** Records handled (created, found already restored, or refused), of `total`. */
  done: number;
  total: number;
  kind: SnapshotKind;
}

export interface RunOptions {
  dryRun: boolean;
  journal: RestoreJournal;
  onJournal?: (journal: RestoreJournal) => void;
  /** The account keeps the journal too: each change is saved there before the restore goes on. */
  sink?: JournalSink;
  onProgress?: (progress: RestoreProgress) => void;
  signal?: AbortSignal;
  concurrency: number;
  total: number;
}

/**
 * The bookkeeping of one restore: old id → new id (the journal's, or a dry run's stand-ins),
 * writes checked against the service's limits before they are sent, steps written once, and
 * failures kept to the record or part they belong to, so one refused value never stops the rest.
 */
export class RestoreRun {
  private readonly dryIds = new Map<string, number>();
  private fakeId = -1;
  private handled = 0;
  /** Records of the snapshot that were refused: links to them say so. */
  private readonly refusedKeys = new Set<string>();
  readonly fail: (cause: string, item: string) => void;
  /** Something restored without a part (a link, an assignee, SuperTag values), under its cause. */
  readonly note: (cause: string, item: string) => void;

  constructor(
    readonly report: RestoreReport,
    private readonly options: RunOptions,
  ) {
    this.fail = failureRecorder(report.failures);
    this.note = failureRecorder(report.problems);
  }

  private async changed(change: JournalChange): Promise<void> {
    this.options.onJournal?.(this.options.journal);
    await this.options.sink?.save(change);
  }

  newIdOf(key: string): number | undefined {
    return (
      this.options.journal.ids[key] ?? (this.options.dryRun ? this.dryIds.get(key) : undefined)
    );
  }

  /** The new id of a contact (companies and people share one id space on the source). */
  contactId(oldId: number): number | undefined {
    return this.newIdOf(`companies:${oldId}`) ?? this.newIdOf(`people:${oldId}`);
  }

  /** Why a linked record has no new id: refused by the service (true), or not in the snapshot at all. */
  wasRefused(...keys: string[]): boolean {
    return keys.some((key) => this.refusedKeys.has(key));
  }

  /** Sends one write unless `problems` (the service's limits) refuse it; a dry run sends nothing. */
  async write<T>(send: () => Promise<T>, problems: readonly string[] = []): Promise<T | undefined> {
    this.options.signal?.throwIfAborted();
    if (problems.length > 0) throw new RefusedWrite(problems);
    if (this.options.dryRun) return undefined;
    const result = await send();
    this.report.writes += 1;
    return result;
  }

  /**
   * One step below a record (`part` names it for the report), written once: skipped when the
   * journal has it. A step the service refuses is reported and left out; the record goes on.
   */
  async step(
    what: string,
    key: string,
    part: string,
    send: () => Promise<unknown>,
    problems: readonly string[] = [],
  ): Promise<void> {
    const { journal, dryRun } = this.options;
    if (journal.done[key] === true) return;
    try {
      await this.write(send, problems);
    } catch (error) {
      const cause = ownFailureCause(error);
      if (cause === null) throw error;
      this.fail(cause, engineMessages.t('restore.whatPart', { what, part }));
      return;
    }
    if (!dryRun) {
      journal.done[key] = true;
      await this.changed({ set: [[key, true]], forget: [] });
    }
  }

  /**
   * The record's new id: the journal's when that record still exists, else a new one. A record the
   * journal names but that was deleted since is created again (its steps with it). Counted once
   * the create succeeded (a dry run: once its document passed the checks).
   */
  async ensure(
    kind: SnapshotKind,
    oldId: number,
    exists: (id: number) => Promise<unknown>,
    create: () => Promise<number>,
    problems: readonly string[],
  ): Promise<number> {
    const { journal, dryRun } = this.options;
    const key = `${kind}:${oldId}`;
    const known = journal.ids[key];
    if (known !== undefined) {
      if (dryRun) {
        this.report.alreadyRestored[kind] += 1;
        return known;
      }
      try {
        await exists(known);
        this.report.alreadyRestored[kind] += 1;
        return known;
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
        delete journal.ids[key];
        const forget = [key];
        for (const done of Object.keys(journal.done))
          if (done.startsWith(`${key}:`)) {
            delete journal.done[done];
            forget.push(done);
          }
        await this.changed({ set: [], forget });
      }
    }
    const created = await this.write(create, problems);
    let id: number;
    if (dryRun) {
      id = this.fakeId--;
      this.dryIds.set(key, id);
    } else {
      id = created as number;
      journal.ids[key] = id;
      await this.changed({ set: [[key, id]], forget: [] });
    }
    this.report.created[kind] += 1;
    return id;
  }

  /**
   * Restores every item of a kind, `concurrency` at a time. A record the service refuses is
   * counted and reported and the rest go on; only a failure of the connection, the credentials
   * or the service as a whole (or a cancel) stops the run, after the records in flight.
   */
  async each<T>(
    kind: SnapshotKind,
    items: readonly T[],
    describe: (item: T) => { oldId: number; what: string },
    restore: (item: T) => Promise<void>,
  ): Promise<void> {
    let next = 0;
    let failure: unknown = null;
    const worker = async (): Promise<void> => {
      while (next < items.length && failure === null) {
        const item = items[next++] as T;
        try {
          await restore(item);
        } catch (error) {
          const cause = ownFailureCause(error);
          if (cause === null) {
            failure ??= error;
            return;
          }
          const { oldId, what } = describe(item);
          this.report.failed[kind] += 1;
          this.refusedKeys.add(`${kind}:${oldId}`);
          this.fail(cause, what);
        }
        this.handled += 1;
        this.options.onProgress?.({ done: this.handled, total: this.options.total, kind });
      }
    };
    const { concurrency } = this.options;
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker),
    );
    if (failure !== null)
      throw failure instanceof Error ? failure : new Error('Restore failed', { cause: failure });
  }
}
