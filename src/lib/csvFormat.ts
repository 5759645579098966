import { currentLocale } from '#i18n/i18n';
import type { CsvDelimiter } from './csvCells';
import { decimalMark } from './formatNumber';

/**
 * The two CSV shapes a list exports:
 * - `spreadsheet`: for people, in the console's language: column names as the screen says them,
 *   numbers and dates in the locale's way, and `;` between cells where the locale writes a decimal
 *   comma (as spreadsheet programs there expect);
 * - `machine`: for programs and re-import, the same in every language: the API's field names, its
 *   decimal text (`1234.50`), ISO 8601 timestamps and `,` between cells.
 */
export type CsvFormat = 'spreadsheet' | 'machine';

/** What a list's export writes, per record and per format. */
export interface CsvTable<T> {
  fileName: string;
  /** The API's field names (the machine-readable header). */
  fieldNames: readonly string[];
  /** The same columns as a reader names them, in the console's language. */
  columnNames: () => readonly string[];
  toRow: (record: T, format: CsvFormat) => string[];
}

export function csvSeparator(format: CsvFormat): CsvDelimiter {
  return format === 'spreadsheet' && decimalMark(currentLocale()) === ',' ? ';' : ',';
}

const DECIMAL_TEXT = /^-?\d+(?:\.(\d+))?$/;

/** The API's decimal text ("1234.50") as the locale writes it without grouping ("1234,50"). */
export function csvDecimal(text: string, format: CsvFormat): string {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (format === 'machine' || match === null) return text;
  const decimals = Math.min(match[1]?.length ?? 0, 20);
  return decimalFormat(currentLocale(), decimals).format(Number(text));
}

/** Formatters kept per locale (and digits): an export asks for one on every cell. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key);
  if (format === undefined) {
    format = make();
    formatters.set(key, format);
  }
  return format as F;
}

const decimalFormat = (locale: string, decimals: number) =>
  cached(
    `n:${locale}:${decimals}`,
    () =>
      new Intl.NumberFormat(locale, {
        useGrouping: false,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  );

/**
 * An ISO timestamp as the locale writes a date and a 24-hour time ("28.11.2026 21:55",
 * "11/28/2026 21:55"): numbers only, no comma between them, so spreadsheets read it as a date.
 */
export function csvTimestamp(iso: string, format: CsvFormat): string {
  const ms = Date.parse(iso);
  if (format === 'machine' || Number.isNaN(ms)) return iso;
  const locale = currentLocale();
  const date = cached(
    `d:${locale}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(ms);
  const time = cached(
    `t:${locale}`,
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  ).format(ms);
  return `${date} ${time}`;
}
