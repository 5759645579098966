import type { CsvEncoding } from '../engine/csvImport/decodeCsvBytes';
import type { CsvDelimiter } from '../engine/csvImport/parseCsv';
import type { FailedRow } from '../engine/csvImport/failedRowsCsv';
import type { ImportKind } from '../engine/csvImport/importFields';
import type { ImportOutcome, UndoEntry } from '../engine/csvImport/importOutcome';

/**
 * The imports run in this browser, per account, newest first (issue 29): each one's report, its
 * failed rows and its Undo stay reachable after its page was left or the tab reloaded. Kept in
 * localStorage, bounded: the last MAX_IMPORTS imports, at most MAX_FAILED_ROWS failed rows each.
 * When the browser refuses to store more, older imports are dropped first; what cannot be stored
 * at all is still kept in this tab's memory.
 */
export const MAX_IMPORTS = 20;
export const MAX_FAILED_ROWS = 1000;
const PREFIX = 'crm-import-history:';

export interface ImportCounts {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  notRun: number;
}

export interface ImportRecord {
  id: string;
  fileName: string;
  kind: ImportKind;
  /** ISO time the import started. */
  startedAt: string;
  seconds: number;
  cancelled: boolean;
  counts: ImportCounts;
  header: string[];
  delimiter: CsvDelimiter;
  /**
   * The source's encoding and byte-order mark, for the failed rows' file. Imports recorded before
   * it was kept have neither: their file is UTF-8 with a byte-order mark, as it always was then.
   */
  encoding?: CsvEncoding;
  bom?: boolean;
  /** The first MAX_FAILED_ROWS failed rows (counts.failed tells how many there were). */
  failedRows: FailedRow[];
  undo: UndoEntry[];
  /** What Undo did, once it ran. */
  undone: string | null;
}

export function countResults(outcome: ImportOutcome): ImportCounts {
  const count = (status: string) => outcome.results.filter((r) => r.status === status).length;
  return {
    created: count('created'),
    updated: count('updated'),
    skipped: count('skipped'),
    failed: count('failed') + count('invalid'),
    notRun: count('not run'),
  };
}

const memory = new Map<string, readonly ImportRecord[]>();
const listeners = new Set<() => void>();

function isRecord(value: unknown): value is ImportRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.fileName === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.startedAt === 'string' &&
    typeof v.counts === 'object' &&
    Array.isArray(v.header) &&
    Array.isArray(v.failedRows) &&
    Array.isArray(v.undo)
  );
}

function read(account: string): readonly ImportRecord[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + account) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecord).slice(0, MAX_IMPORTS) : [];
  } catch {
    // Unreadable history is no history.
    return [];
  }
}

/** Stores as many of the newest records as the browser takes. */
function write(account: string, records: readonly ImportRecord[]): void {
  for (let kept = records.length; kept > 0; kept--) {
    try {
      localStorage.setItem(PREFIX + account, JSON.stringify(records.slice(0, kept)));
      return;
    } catch {
      // Quota exceeded: try again without the oldest.
    }
  }
}

/** The account's imports, newest first (the same array until it changes: useSyncExternalStore). */
export function importHistory(account: string): readonly ImportRecord[] {
  let records = memory.get(account);
  if (records === undefined) {
    records = read(account);
    memory.set(account, records);
  }
  return records;
}

function replace(account: string, records: readonly ImportRecord[]): void {
  memory.set(account, records);
  write(account, records);
  for (const listener of listeners) listener();
}

export function addImport(account: string, record: ImportRecord): void {
  const capped = { ...record, failedRows: record.failedRows.slice(0, MAX_FAILED_ROWS) };
  replace(account, [capped, ...importHistory(account)].slice(0, MAX_IMPORTS));
}

export function markUndone(account: string, id: string, message: string): void {
  replace(
    account,
    importHistory(account).map((r) => (r.id === id ? { ...r, undone: message } : r)),
  );
}

export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: forget what this tab remembers (localStorage is cleared by the test itself). */
export function resetHistoryMemory(): void {
  memory.clear();
}
