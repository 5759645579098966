/**
 * Values of CSV cells read for the API, each either a value or the reason it cannot be one (shown
 * in the dry run). Pure functions: unit-tested apart from any screen.
 */

import { formatNumber } from '#lib/formatNumber';
import { engineMessages } from '../messages';
import { stageName } from '#lib/stageName';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

/** Service limits (docs/api-decisions.md): one-line fields and notes/descriptions, in characters. */
export const ONE_LINE_LIMIT = 255;
export const LONG_TEXT_LIMIT = 65_536;

/** Counted in characters (code points), as the service counts. */
export function tooLong(label: string, value: string, limit: number): string | null {
  let length = 0;
  for (const _ of value) length++;
  return length > limit
    ? engineMessages.t('import.tooLong', {
        field: label,
        length: formatNumber(length),
        limit: formatNumber(limit),
      })
    : null;
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A due date: `2026-05-31`, `2026-05-31 14:30`, ISO with `T`, a zone (`Z`, `+02:00`), or
 * `31.05.2026` (day first) and `05/31/2026` (month first, as US spreadsheets write). A date
 * without a time is noon UTC, which is the same calendar day in every time zone from −11 to +11.
 */
export function parseDueDate(text: string): Parsed<string> {
  const value = text.trim();
  let year: number, month: number, day: number;
  let hour = 12,
    minute = 0,
    second = 0;
  let zone = 'Z';
  let m =
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      value,
    );
  if (m !== null) {
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (m[4] !== undefined)
      [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
    if (m[7] !== undefined)
      zone = m[7].toUpperCase() === 'Z' ? 'Z' : m[7].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  } else if ((m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value)) !== null) {
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)) !== null) {
    [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else {
    return fail(engineMessages.t('import.dueNotDate', { value }));
  }
  if (!validDate(year, month, day) || hour > 23 || minute > 59 || second > 59)
    return fail(engineMessages.t('import.dueNotReal', { value }));
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const iso = new Date(
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zone}`,
  );
  if (Number.isNaN(iso.getTime())) return fail(engineMessages.t('import.dueNotReal', { value }));
  return ok(iso.toISOString());
}

/**
 * An amount as the API writes it, two fraction digits: `1234.5`, `1,234.50`, `1.234,50`,
 * `€ 1 234,50`, `$12k` is refused. With both `,` and `.`, the last one is the decimal point; a
 * lone `,` followed by one or two digits is one too (`12,5`), else it groups thousands.
 */
export function parseAmount(text: string): Parsed<string> {
  const raw = text.trim();
  const cleaned = raw.replace(/^[^\d.,-]+|[^\d.,]+$/g, '').replace(/[\s'\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned))
    return fail(engineMessages.t('import.amountNotNumber', { value: raw }));
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    normal =
      lastComma > lastDot
        ? cleaned.replace(/\./g, '').replace(',', '.')
        : cleaned.replace(/,/g, '');
  } else if (lastComma >= 0) {
    normal = /^\d+,\d{1,2}$/.test(cleaned) ? cleaned.replace(',', '.') : cleaned.replace(/,/g, '');
  } else normal = cleaned;
  if (!/^\d+(\.\d+)?$/.test(normal) || (normal.match(/\./g)?.length ?? 0) > 1)
    return fail(engineMessages.t('import.amountNotNumber', { value: raw }));
  const [whole = '0', fraction = ''] = normal.split('.');
  if (fraction.length > 2) return fail(engineMessages.t('import.amountDecimals', { value: raw }));
  if (whole.replace(/^0+/, '').length > 13)
    return fail(engineMessages.t('import.amountTooLarge', { value: raw }));
  return ok(`${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`);
}

/** A status of the account's list (`Failure, Lost, Pending, Won`), in any case → as deals store it (lower case). */
export function parseStatus(text: string, statuses: readonly string[]): Parsed<string> {
  const wanted = text.trim().toLowerCase();
  // A spreadsheet export names the classic four in the reader's language ("Gewonnen"): read back.
  const found = statuses.find(
    (s) => s.toLowerCase() === wanted || stageName(s).toLowerCase() === wanted,
  );
  return found === undefined
    ? fail(
        engineMessages.t('import.statusUnknown', {
          value: text.trim(),
          statuses: statuses.join(', '),
        }),
      )
    : ok(found.toLowerCase());
}

export interface UserRef {
  name: string;
  email: string;
}

/** An assignee by e-mail or by name (as the console shows it) → the e-mail the API takes on write. */
export function parseAssignee(text: string, users: readonly UserRef[]): Parsed<string> {
  const wanted = text.trim().toLowerCase();
  const user =
    users.find((u) => u.email.toLowerCase() === wanted) ??
    users.find((u) => u.name.trim().toLowerCase() === wanted);
  return user === undefined
    ? fail(engineMessages.t('import.noUser', { value: text.trim() }))
    : ok(user.email);
}

/** Tags in one cell: separated by `;`, `|` or `,` (the first of those the cell holds). */
export function parseTags(text: string): string[] {
  const separator = [';', '|', ','].find((s) => text.includes(s));
  const parts = separator === undefined ? [text] : text.split(separator);
  return [...new Set(parts.map((t) => t.trim()).filter((t) => t !== ''))];
}

/**
 * Options of a multiple-choice SuperTag field named in one cell. The whole cell is tried first
 * (options may hold commas: `Support, premium`), then the cell split on `;` or `|`, then on `,`.
 */
export function parseOptions(
  text: string,
  options: readonly string[],
  what: string,
): Parsed<string[]> {
  const find = (value: string) =>
    options.find((o) => o.toLowerCase() === value.trim().toLowerCase());
  const whole = find(text);
  if (whole !== undefined) return ok([whole]);
  const separator = [';', '|', ','].find((s) => text.includes(s));
  const parts = (separator === undefined ? [text] : text.split(separator))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const chosen: string[] = [];
  for (const part of parts) {
    const option = find(part);
    if (option === undefined)
      return fail(engineMessages.t('import.noOption', { field: what, value: part }));
    if (!chosen.includes(option)) chosen.push(option);
  }
  return ok(chosen);
}

/** "Jane van Dijk" → first "Jane", last "van Dijk"; one word is a first name. */
export function splitFullName(text: string): { firstName: string; lastName: string } {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
