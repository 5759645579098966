/** The separators CSV files come with (the import detects them; an export writes the one it is given). */
export type CsvDelimiter = ',' | ';' | '\t';

/**
 * CSV cells a spreadsheet opens as text, never as a formula (OWASP "CSV injection"), for every
 * CSV the console writes: the contact list exports and an import's "failed rows" download.
 *
 * - A cell starting with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`, unless it is a plain
 *   number or phone number ("+1 919 555 0139", "-12.5"): from that a spreadsheet can compute some
 *   arithmetic at worst, never call a function.
 * - The same characters right after a `,`, `;`, tab or line break inside a cell (spaces and quotes
 *   between them allowed) get the `'` too: a spreadsheet set to another separator than the file's
 *   (`;` in many European locales for a `,` file) splits the cell there and would start a new cell
 *   with the formula. Quotes do not help then, as that reader does not see them at a cell's start.
 * - A cell holding a quote, a `,`, a `;`, a tab or a line break is quoted (RFC 4180, quotes
 *   doubled), whichever separator the file uses, so no reader that honours quotes splits it.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** A formula character after an in-cell separator: `$1` is the separator and what may precede it. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ "]*)(?=[=+\-@\t\r])/g;
/** Sign, digits, spaces and `( ) . / -`: one character class, so the test is linear. */
const NUMBER_CHARACTERS = /^[+-]?[\d ()./-]+$/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

function isPlainNumber(value: string): boolean {
  return NUMBER_CHARACTERS.test(value) && /\d/.test(value);
}

export function csvCell(value: string): string {
  let safe = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(safe) && !isPlainNumber(safe)) safe = `'${safe}`;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Header and rows, each line ended by CRLF, cells joined by `separator` (`,` unless said). */
export function csvRows(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  separator: CsvDelimiter = ',',
): string {
  let out = '';
  for (const row of [header, ...rows]) out += `${row.map(csvCell).join(separator)}\r\n`;
  return out;
}
