import type { ApiClient } from '#api/client/client';
import type { SuperTagDefinition } from '#xml/superTag';
import type { User } from '#xml/user';
import { superTagValuesFor } from '../snapshot/superTagValues';
import type { ImportKind } from './importFields';
import {
  describeError,
  IMPORT_CONCURRENCY,
  type ImportOutcome,
  type ImportProgress,
  type RowResult,
  type UndoEntry,
} from './importOutcome';
import type { PlannedRow, RowWrite } from './planImport';
import { pick, readExisting, writeDetails, writeMain } from './recordWrites';
import { engineMessages } from '../messages';

export { IMPORT_CONCURRENCY };

export interface RunOptions {
  kind: ImportKind;
  users: readonly User[];
  superTags: readonly SuperTagDefinition[];
  signal?: AbortSignal;
  concurrency?: number;
  onProgress?: (progress: ImportProgress) => void;
  now?: () => number;
}

async function runRow(
  client: ApiClient,
  row: PlannedRow,
  options: RunOptions,
  undo: UndoEntry[],
): Promise<RowResult> {
  const write = row.write as RowWrite;
  const kind = options.kind;
  if (row.action === 'update' && row.existingId !== null) {
    const id = row.existingId;
    const before = await readExisting(client, kind, id, options.users);
    const previousLocation =
      write.location === null
        ? null
        : (before.locations.find((l) => l.label === write.location?.label) ?? null);
    const carried = new Set(before.tags.map((t) => t.name.toLowerCase()));
    const entry: UndoEntry = {
      type: 'updated',
      kind,
      id,
      previous: pick(before.main, write.main),
      location:
        write.location === null
          ? null
          : { label: write.location.label, previous: previousLocation },
      addedTags: write.tags.filter((t) => !carried.has(t.toLowerCase())),
      superTags: write.superTags.map((s) => {
        const had = before.tags.find(
          (t) => t.supertag && t.name.toLowerCase() === s.name.toLowerCase(),
        );
        const definition = options.superTags.find((d) => d.name === s.name);
        const previous =
          had === undefined || definition === undefined
            ? null
            : superTagValuesFor(definition, had.fields).values;
        return { name: s.name, previous, written: Object.keys(s.values) };
      }),
    };
    // Recorded before writing: a row that fails half way is still put back by Undo.
    undo.push(entry);
    await writeMain(client, kind, write.main, id);
    await writeDetails(client, kind, id, write);
    return { row, status: 'updated', id, error: null };
  }
  const id = await writeMain(client, kind, write.main, null);
  undo.push({ type: 'created', kind, id });
  try {
    await writeDetails(client, kind, id, write);
  } catch (error) {
    return {
      row,
      status: 'failed',
      id,
      error: engineMessages.t('import.createdBut', { id, error: describeError(error) }),
    };
  }
  return { row, status: 'created', id, error: null };
}

/**
 * Runs a planned import: rows to create or update, a bounded number at a time; errors of the plan
 * and skipped rows are reported as they are. Cancel (the signal) stops starting rows; rows in
 * flight finish, so no row is left half written by the cancel itself.
 */
export async function runImport(
  client: ApiClient,
  rows: readonly PlannedRow[],
  options: RunOptions,
): Promise<ImportOutcome> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const results: RowResult[] = rows.map((row) => ({
    row,
    status: row.action === 'error' ? 'invalid' : row.action === 'skip' ? 'skipped' : 'not run',
    id: row.existingId,
    error: row.action === 'error' ? row.reasons.join('; ') : null,
  }));
  const work = results.filter((r) => r.status === 'not run');
  const undo: UndoEntry[] = [];
  let done = 0;
  let failed = 0;
  let lastReport = 0;
  const report = (force = false) => {
    const t = now();
    if (!force && t - lastReport < 100) return;
    lastReport = t;
    const seconds = (t - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    options.onProgress?.({
      done,
      total: work.length,
      failed,
      rowsPerSecond: rate,
      secondsLeft: rate > 0 ? (work.length - done) / rate : null,
    });
  };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < work.length && options.signal?.aborted !== true) {
      const result = work[next++] as RowResult;
      try {
        Object.assign(result, await runRow(client, result.row, options, undo));
      } catch (error) {
        Object.assign(result, { status: 'failed', error: describeError(error) });
      }
      if (result.status === 'failed') failed += 1;
      done += 1;
      report();
    }
  }
  await Promise.all(
    Array.from(
      { length: Math.max(1, Math.min(options.concurrency ?? IMPORT_CONCURRENCY, work.length)) },
      worker,
    ),
  );
  report(true);
  return {
    results,
    undo,
    cancelled: options.signal?.aborted === true,
    seconds: (now() - started) / 1000,
  };
}
