import { XmlDecodeError } from './decodeError';

/**
 * The API's two timestamp formats. Values travel through the codec as ISO-8601 UTC strings
 * (`2009-03-17T20:16:35Z`): exact to the second, like both formats, and comparable as text.
 *
 * Format A: `2009-03-17 20:16:35 -0400` (dates of communications and to-dos, comment times).
 * Format B: `Tue Mar 17 20:16:35 UTC 2009` (created_at/updated_at); without the weekday in
 * search parameters and in a new communication's date.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Epoch milliseconds → the codec's ISO UTC string, to the second (stores keep times as epoch ms). */
export function isoOf(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The codec's own ISO form (`2009-03-17T20:16:35Z`, years 1000–9999): its fields can be read by position. */
const CANONICAL_ISO =
  /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Month index and weekday of a canonical ISO string, or null when it is not one (or names a day
 * the month lacks). The formatters run for every record of every list: reading fields by position
 * instead of parsing the text into a Date is most of their cost.
 */
function canonicalParts(iso: string): { month: number; weekday: number } | null {
  if (!CANONICAL_ISO.test(iso)) return null;
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1;
  const day = Number(iso.slice(8, 10));
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 1 && leap ? 29 : DAYS_IN_MONTH[month]!)) return null;
  const epochDays = Math.floor(Date.UTC(year, month, day) / 86_400_000);
  // 1970-01-01 was a Thursday (4).
  return { month, weekday: (((epochDays + 4) % 7) + 7) % 7 };
}

/** ISO UTC string → Format B (`Tue Mar 17 20:16:35 UTC 2009`). */
export function formatB(iso: string): string {
  const parts = canonicalParts(iso);
  if (parts !== null)
    return `${WEEKDAYS[parts.weekday]} ${MONTHS[parts.month]} ${iso.slice(8, 10)} ${iso.slice(11, 19)} UTC ${iso.slice(0, 4)}`;
  const d = new Date(iso);
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC ${pad(d.getUTCFullYear(), 4)}`;
}

/**
 * ISO UTC string → Format B without the weekday (`Mar 17 20:16:35 UTC 2009`), the form search
 * parameters (`updated_since`, `created_before`, …) take. Throws RangeError for text that is not a time.
 */
export function formatSearchTime(iso: string): string {
  if (Number.isNaN(new Date(iso).getTime()))
    throw new RangeError(`Not a time: "${iso.slice(0, 60)}"`);
  return formatB(iso).slice(4);
}

/** ISO UTC string → Format A in the given offset (minutes east of UTC; the account's offset). */
export function formatA(iso: string, offsetMinutes = 0): string {
  if (offsetMinutes === 0 && canonicalParts(iso) !== null)
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)} +0000`;
  const d = new Date(new Date(iso).getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

function utcMs(
  year: number,
  month: number,
  day: number,
  h: number,
  m: number,
  s: number,
): number | null {
  // setUTCFullYear, not Date.UTC: that reads years 0–99 as 1900–1999, so a stored 0001-01-01
  // came back as 1901 (or was refused here as not matching).
  const d = new Date(0);
  d.setUTCFullYear(year, month, day);
  d.setUTCHours(h, m, s, 0);
  const ms = d.getTime();
  // Date.UTC rolls Feb 30 over into March: refuse instead of guessing.
  if (
    d.getUTCFullYear() !== year ||
    d.getUTCMonth() !== month ||
    d.getUTCDate() !== day ||
    h > 23 ||
    m > 59 ||
    s > 59
  )
    return null;
  return ms;
}

const FORMAT_A =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\s*(Z|UTC|[+-]\d{2}:?\d{2}))?$/;
const FORMAT_B =
  /^(?:(Sun|Mon|Tue|Wed|Thu|Fri|Sat),?\s+)?(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{1,2})\s+(\d{2}):(\d{2}):(\d{2})\s+(?:UTC|GMT|Z)\s+(\d{4})$/i;

function parseOffset(text: string | undefined): number {
  if (text === undefined || text === 'Z' || text === 'UTC') return 0;
  const digits = text.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

/** Format A (also ISO-8601 with `T`) → ISO UTC string, or null when the text is not one. */
export function parseFormatA(text: string): string | null {
  const m = FORMAT_A.exec(text.trim());
  if (!m) return null;
  const ms = utcMs(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6]),
  );
  return ms === null ? null : isoOf(ms - parseOffset(m[7]) * 60_000);
}

/** Format B, with or without the weekday → ISO UTC string, or null. */
export function parseFormatB(text: string): string | null {
  const m = FORMAT_B.exec(text.trim());
  if (!m) return null;
  const month = MONTHS.findIndex((name) => name.toLowerCase() === m[2]!.toLowerCase());
  const ms = utcMs(Number(m[7]), month, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return ms === null ? null : isoOf(ms);
}

/**
 * Any timestamp a client may send (Format A, Format B with or without weekday, ISO-8601) → ISO
 * UTC string. Throws XmlDecodeError('date') naming the field, so the service can answer 400.
 */
export function parseTimestamp(text: string, field: string): string {
  const iso = parseFormatB(text) ?? parseFormatA(text);
  if (iso === null) {
    throw new XmlDecodeError(
      'date',
      `${field} is not a valid time: "${text.slice(0, 60)}" (expected e.g. "Mar 17 20:16:35 UTC 2009" or "2009-03-17 20:16:35 +0000")`,
    );
  }
  return iso;
}
