import { describe, expect, it } from 'vitest';
import { formatA, formatB } from './dates';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** The formats computed the slow, obvious way through Date, to check the position-reading fast path against. */
function referenceB(iso: string): string {
  const d = new Date(iso);
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`;
}
function referenceA(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;
}

describe('Format A and B of canonical ISO times', () => {
  it('agree with the Date-based computation over many times, leap days and century years included', () => {
    const samples = [
      '2000-02-29T23:59:59Z',
      '1900-03-01T00:00:00Z',
      '2100-02-28T12:00:00Z',
      '1969-12-31T23:59:59Z',
      '1970-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1000-01-01T00:00:00Z',
    ];
    // A deterministic spread of seconds between 1901 and 2099.
    for (let i = 0; i < 5000; i++)
      samples.push(
        new Date(-2_177_452_800_000 + ((i * 2_654_435_761) % 6_250_000_000) * 1000)
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
      );
    for (const iso of samples) {
      expect(formatB(iso), iso).toBe(referenceB(iso));
      expect(formatA(iso), iso).toBe(referenceA(iso));
    }
  });

  it('keeps the documented examples', () => {
    expect(formatB('2009-03-17T20:16:35Z')).toBe('Tue Mar 17 20:16:35 UTC 2009');
    expect(formatA('2009-03-18T00:16:35Z', -240)).toBe('2009-03-17 20:16:35 -0400');
    expect(formatA('2009-03-17T20:16:35Z')).toBe('2009-03-17 20:16:35 +0000');
  });

  it('falls back to Date for text that is not canonical (a day the month lacks, milliseconds)', () => {
    expect(formatB('2009-03-17T20:16:35.500Z')).toBe('Tue Mar 17 20:16:35 UTC 2009');
    expect(formatB('2023-02-29T00:00:00Z')).toBe(referenceB('2023-02-29T00:00:00Z'));
  });
});
