import { csvRows } from '#lib/csvCells';
import { encodeCsvText, type CsvFileFormat, type EncodedCsv } from './encodeCsvText';
import type { CsvDelimiter } from './parseCsv';
import type { RowResult } from './importOutcome';

/** A row that failed (or was invalid): its line in the file, its cells and why. Plain data (the import history keeps it). */
export interface FailedRow {
  row: number;
  cells: string[];
  error: string;
}

/** The rows of `results` that failed or were invalid, at most `limit` of them, in file order. */
export function failedRowsOf(
  rows: readonly (readonly string[])[],
  results: readonly RowResult[],
  limit = Infinity,
): FailedRow[] {
  const failed: FailedRow[] = [];
  for (const r of results) {
    if (failed.length >= limit) break;
    if (r.status === 'failed' || r.status === 'invalid')
      failed.push({ row: r.row.row, cells: [...(rows[r.row.index] ?? [])], error: r.error ?? '' });
  }
  return failed;
}

/**
 * Failed rows as CSV with the file's own separator: its columns and an `error` column, every cell
 * kept from running as a formula (csvCells.ts).
 */
export function failedRowsToCsv(
  header: readonly string[],
  failed: readonly FailedRow[],
  separator: CsvDelimiter = ',',
): string {
  const data = failed.map((f) => [String(f.row), ...f.cells, f.error]);
  return csvRows(['row', ...header, 'error'], data, separator);
}

/**
 * The failed rows as the file they came from was written: its separator and encoding, and its
 * byte-order mark if it had one, so the file opens like the source in the same spreadsheet
 * program. `replaced` counts the characters Windows-1252 could not hold (see encodeCsvText).
 */
export function failedRowsFile(
  header: readonly string[],
  failed: readonly FailedRow[],
  source: CsvFileFormat & { delimiter: CsvDelimiter },
): EncodedCsv {
  return encodeCsvText(failedRowsToCsv(header, failed, source.delimiter), source);
}

/** The rows of a run that failed (or were invalid), as CSV (see failedRowsToCsv). */
export function failedRowsCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  results: readonly RowResult[],
  separator: CsvDelimiter = ',',
): string {
  return failedRowsToCsv(header, failedRowsOf(rows, results), separator);
}
