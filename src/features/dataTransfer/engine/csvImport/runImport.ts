import { createCompany, deleteCompany, getCompany, updateCompany } from '../companies';
import { createDeal, deleteDeal, getDeal, updateDeal } from '../deals';
import { isApiError } from '../http/apiError';
import type { ApiClient } from '../http/client';
import { createLocation, deleteLocation, updateLocation } from '../locations';
import { createPerson, deletePerson, getPerson, updatePerson } from '../people';
import { superTagValuesFor } from '../snapshot/superTagValues';
import { removeRecordSuperTag, setRecordSuperTag } from '../superTags';
import { addTags, removeTag } from '../tags';
import { createTodo, deleteTodo, getTodo, updateTodo } from '../todos';
import type { CompanyWrite } from '#xml/company';
import type { DealWrite } from '#xml/deal';
import type { Location, LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import type { SuperTagDefinition, SuperTagWrite } from '#xml/superTag';
import type { RecordTag } from '#xml/tag';
import type { TodoWrite } from '#xml/todo';
import type { User } from '#xml/user';
import { csvRows } from './csvCells';
import type { ImportKind } from './importFields';
import type { CsvDelimiter } from './parseCsv';
import type { PlannedRow, RowWrite } from './planImport';

/** Rows written at once: bounded, so the account's server is not flooded (each row is 1–4 requests). */
export const IMPORT_CONCURRENCY = 5;

export interface ImportProgress {
  done: number;
  total: number;
  failed: number;
  rowsPerSecond: number;
  /** null until there is a rate to tell it by. */
  secondsLeft: number | null;
}

export type RowStatus = 'created' | 'updated' | 'skipped' | 'failed' | 'invalid' | 'not run';

export interface RowResult {
  row: PlannedRow;
  status: RowStatus;
  /** The record created or updated. */
  id: number | null;
  error: string | null;
}

/** How to undo one row: delete what it created, or put back what it updated. Plain data (it may be saved). */
export type UndoEntry =
  | { type: 'created'; kind: ImportKind; id: number }
  | {
      type: 'updated';
      kind: ImportKind;
      id: number;
      /** The fields the import wrote, as they were. */
      previous: RowWrite['main'];
      /** The location of the label the import wrote, as it was; null when it had none (undo deletes it). */
      location: { label: string; previous: Location | null } | null;
      /** Tags the import added (the record did not carry them). */
      addedTags: string[];
      /** Values of the SuperTags the import set, as they were; null: the record did not carry it. */
      superTags: { name: string; previous: SuperTagWrite | null; written: string[] }[];
    };

export interface ImportOutcome {
  results: RowResult[];
  undo: UndoEntry[];
  cancelled: boolean;
  seconds: number;
}

export interface RunOptions {
  kind: ImportKind;
  users: readonly User[];
  superTags: readonly SuperTagDefinition[];
  signal?: AbortSignal;
  concurrency?: number;
  onProgress?: (progress: ImportProgress) => void;
  now?: () => number;
}

type Existing = { main: RowWrite['main']; tags: RecordTag[]; locations: Location[] };

function describeError(error: unknown): string {
  if (isApiError(error)) return error.messages.join('; ');
  return error instanceof Error ? error.message : String(error);
}

const superTagKind = (kind: ImportKind) => kind !== 'todos';

/** The fields `written` names, as the record had them. */
function pick<T extends object>(full: T, written: object): T {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(written)) out[key] = (full as Record<string, unknown>)[key];
  return out as T;
}

async function readExisting(
  client: ApiClient,
  kind: ImportKind,
  id: number,
  users: readonly User[],
): Promise<Existing> {
  const emailOf = (userId: number | null) =>
    userId === null ? undefined : users.find((u) => u.id === userId)?.email;
  if (kind === 'companies') {
    const { value } = await getCompany(client, id);
    return {
      main: { name: value.name, notes: value.notes } satisfies CompanyWrite,
      tags: value.tags,
      locations: value.locations,
    };
  }
  if (kind === 'people') {
    const { value } = await getPerson(client, id);
    const main: PersonWrite = {
      firstName: value.firstName,
      lastName: value.lastName,
      title: value.title,
      notes: value.notes,
      company: value.company,
    };
    return { main, tags: value.tags, locations: value.locations };
  }
  if (kind === 'deals') {
    const { value } = await getDeal(client, id);
    const main: DealWrite = {
      title: value.title,
      description: value.description,
      amount: value.amount,
      status: value.status,
      dealWithId: value.dealWithId,
    };
    const email = emailOf(value.assignedToId);
    if (email !== undefined) main.assignedTo = email;
    return { main, tags: value.tags, locations: [] };
  }
  const { value } = await getTodo(client, id);
  const main: TodoWrite = {
    title: value.title,
    description: value.description,
    dueDate: value.dueDate,
  };
  const email = emailOf(value.assignedToId);
  if (email !== undefined) main.assignedTo = email;
  return { main, tags: value.tags, locations: [] };
}

async function writeMain(
  client: ApiClient,
  kind: ImportKind,
  main: RowWrite['main'],
  id: number | null,
): Promise<number> {
  if (id === null) {
    if (kind === 'companies') return createCompany(client, main as CompanyWrite);
    if (kind === 'people') return createPerson(client, main);
    if (kind === 'deals') return createDeal(client, main as DealWrite);
    return createTodo(client, main as TodoWrite);
  }
  if (kind === 'companies') await updateCompany(client, { id, input: main as CompanyWrite });
  else if (kind === 'people') await updatePerson(client, { id, input: main });
  else if (kind === 'deals') await updateDeal(client, { id, input: main as DealWrite });
  else await updateTodo(client, { id, input: main as TodoWrite });
  return id;
}

/** The rest of a row after its record exists: location, tags, SuperTags. */
async function writeDetails(
  client: ApiClient,
  kind: ImportKind,
  id: number,
  write: RowWrite,
): Promise<void> {
  if (write.location !== null && (kind === 'companies' || kind === 'people')) {
    await createLocation(client, { collection: kind, id, input: write.location });
  }
  if (write.tags.length > 0) {
    for (let start = 0; start < write.tags.length; start += 100) {
      await addTags(client, {
        record: { collection: kind, id },
        names: write.tags.slice(start, start + 100),
      });
    }
  }
  if (superTagKind(kind)) {
    for (const superTag of write.superTags) {
      await setRecordSuperTag(client, {
        record: { collection: kind, id },
        name: superTag.name,
        values: superTag.values,
      });
    }
  }
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
    return { row, status: 'failed', id, error: `Created #${id}, but: ${describeError(error)}` };
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

/**
 * The rows that failed (or were invalid), as CSV with the file's own separator: its columns and
 * an `error` column, every cell kept from running as a formula (csvCells.ts).
 */
export function failedRowsCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  results: readonly RowResult[],
  separator: CsvDelimiter = ',',
): string {
  const failed = results.filter((r) => r.status === 'failed' || r.status === 'invalid');
  const data = failed.map((r) => [String(r.row.row), ...(rows[r.row.index] ?? []), r.error ?? '']);
  return csvRows(['row', ...header, 'error'], data, separator);
}
