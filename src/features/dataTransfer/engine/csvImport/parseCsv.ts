import Papa, { type ParseResult, type Parser } from 'papaparse';

import type { CsvDelimiter } from '#lib/csvCells';
import { formatNumber } from '#lib/formatNumber';
import { currentLocale } from '#i18n/i18n';
import { engineMessages } from '../messages';

export type { CsvDelimiter };

/** Widest file the import takes: the mapping step shows one row per column. */
export const MAX_CSV_COLUMNS = 200;
/** Most data rows one import takes (each becomes one or more requests). */
export const MAX_CSV_ROWS = 50_000;
/** Longest cell: the longest value any field stores (notes, 65,536 characters), in UTF-16 units. */
export const MAX_CSV_CELL = 65_536;

/** Largest file the import reads (checked before reading it): 50 MiB. */
export const MAX_CSV_BYTES = 50 * 1024 * 1024;

/** A file the import refuses, with the sentence that says why and what to do. */
export class CsvLimitError extends Error {
  override readonly name = 'CsvLimitError';
}

/** Refuses a file over MAX_CSV_BYTES before any of it is read. */
export function checkCsvFileSize(bytes: number): void {
  if (bytes > MAX_CSV_BYTES)
    throw new CsvLimitError(
      engineMessages.t('import.fileTooLarge', {
        size: new Intl.NumberFormat(currentLocale(), {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(bytes / 1024 / 1024),
        max: formatNumber(MAX_CSV_BYTES / 1024 / 1024),
      }),
    );
}

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  header: string[];
  /** Data rows (empty lines left out), each as long as the header (missing cells are ''). */
  rows: string[][];
}

/** Counts of each separator outside quotes in the first lines: the one used most, consistently. */
export function detectDelimiter(text: string): CsvDelimiter {
  const candidates: CsvDelimiter[] = [',', ';', '\t'];
  const counts = new Map<CsvDelimiter, number[]>(candidates.map((d) => [d, [0]]));
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && lines < 5; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      lines++;
      for (const list of counts.values()) list.push(0);
    } else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) {
      const list = counts.get(ch) as number[];
      list[list.length - 1] = (list[list.length - 1] ?? 0) + 1;
    }
  }
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const [delimiter, list] of counts) {
    const first = list[0] ?? 0;
    const filled = list.filter((n, index) => index === 0 || n > 0);
    // The header's count, when the other lines agree with it, wins; ties go to the earlier candidate.
    const consistent = filled.every((n) => n === first);
    const score = first * (consistent ? 2 : 1);
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

export interface ParseOptions {
  /** Called between chunks with the rows parsed so far. */
  onProgress?: (rows: number) => void;
  signal?: AbortSignal;
}

/** Why one parsed row (0: the header) breaks a limit, or null. */
function rowProblem(row: readonly string[], index: number): string | null {
  const { t } = engineMessages;
  const header = index === 0;
  const rowNumber = index + 1;
  if (row.length > MAX_CSV_COLUMNS) {
    const values = { row: rowNumber, columns: formatNumber(row.length), max: MAX_CSV_COLUMNS };
    return t(header ? 'import.headerColumns' : 'import.rowColumns', values);
  }
  for (let column = 0; column < row.length; column++) {
    const cell = row[column] as string;
    if (cell.length > MAX_CSV_CELL) {
      const values = {
        row: rowNumber,
        column: column + 1,
        length: formatNumber(cell.length),
        max: formatNumber(MAX_CSV_CELL),
      };
      return t(header ? 'import.headerCell' : 'import.rowCell', values);
    }
  }
  return null;
}

/**
 * Parses CSV text with papaparse in chunks, handing the event loop back between them, so a
 * 50,000-row file never freezes the page. Quoted fields may hold separators, quotes and line breaks.
 * A file over the limits (MAX_CSV_COLUMNS columns, MAX_CSV_ROWS rows, MAX_CSV_CELL characters in
 * a cell) is refused with CsvLimitError as soon as the chunk that breaks one is read.
 */
export function parseCsv(text: string, options: ParseOptions = {}): Promise<ParsedCsv> {
  const delimiter = detectDelimiter(text);
  const all: string[][] = [];
  let refused: CsvLimitError | null = null;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(text, {
      delimiter,
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      chunk(results: ParseResult<string[]>, parser: Parser) {
        for (const row of results.data) {
          const problem =
            all.length > MAX_CSV_ROWS
              ? engineMessages.t('import.tooManyRows', { max: formatNumber(MAX_CSV_ROWS) })
              : rowProblem(row, all.length);
          if (problem !== null) {
            refused = new CsvLimitError(problem);
            parser.abort();
            return;
          }
          all.push(row);
        }
        options.onProgress?.(all.length);
        if (options.signal?.aborted === true) {
          parser.abort();
          return;
        }
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete() {
        if (refused !== null) {
          reject(refused);
          return;
        }
        if (options.signal?.aborted === true) {
          reject(options.signal.reason as Error);
          return;
        }
        const [header = [], ...body] = all;
        const width = header.length;
        const rows = body.map((row) =>
          row.length >= width ? row : [...row, ...Array<string>(width - row.length).fill('')],
        );
        resolve({ delimiter, header: header.map((h) => h.trim()), rows });
      },
      error(error: Error) {
        reject(error);
      },
    });
  });
}
