import { describe, expect, it } from 'vitest';
import { XmlDecodeError } from './decodeError';
import { formatA, formatB, parseFormatA, parseFormatB, parseTimestamp } from './dates';

describe('timestamp formats', () => {
  it('writes Format B exactly', () => {
    expect(formatB('2009-03-17T20:16:35Z')).toBe('Tue Mar 17 20:16:35 UTC 2009');
    expect(formatB('2026-01-05T03:04:05Z')).toBe('Mon Jan 05 03:04:05 UTC 2026');
  });

  it('writes Format A in the account offset', () => {
    expect(formatA('2009-03-18T00:16:35Z', -240)).toBe('2009-03-17 20:16:35 -0400');
    expect(formatA('2009-03-17T20:16:35Z')).toBe('2009-03-17 20:16:35 +0000');
    expect(formatA('2009-03-17T20:16:35Z', 330)).toBe('2009-03-18 01:46:35 +0530');
  });

  it('reads Format B with and without the weekday', () => {
    expect(parseFormatB('Tue Mar 17 20:16:35 UTC 2009')).toBe('2009-03-17T20:16:35Z');
    expect(parseFormatB('Mar 17 20:16:35 UTC 2009')).toBe('2009-03-17T20:16:35Z');
    expect(parseFormatB('Dec 13 09:00:00 UTC 2030')).toBe('2030-12-13T09:00:00Z');
  });

  it('reads Format A and ISO with offsets', () => {
    expect(parseFormatA('2009-03-17 20:16:35 -0400')).toBe('2009-03-18T00:16:35Z');
    expect(parseFormatA('2030-12-13 09:30:00 +0000')).toBe('2030-12-13T09:30:00Z');
    expect(parseFormatA('2030-12-13T09:30:00Z')).toBe('2030-12-13T09:30:00Z');
  });

  it('round-trips both formats', () => {
    for (const iso of ['2000-02-29T23:59:59Z', '1999-12-31T00:00:00Z', '2038-01-19T03:14:08Z']) {
      expect(parseTimestamp(formatB(iso), 'x')).toBe(iso);
      expect(parseTimestamp(formatA(iso, -420), 'x')).toBe(iso);
    }
  });

  it.each([
    'Feb 30 10:00:00 UTC 2009',
    'yesterday',
    '2009-13-01 00:00:00 +0000',
    'Mar 17 25:00:00 UTC 2009',
    '',
  ])('refuses %j with a date error', (text) => {
    expect(() => parseTimestamp(text, 'Updated since')).toThrow(XmlDecodeError);
    try {
      parseTimestamp(text, 'Updated since');
    } catch (e) {
      expect((e as XmlDecodeError).kind).toBe('date');
    }
  });

  it('keeps years before 100 as stored (Date.UTC reads 0001 as 1901)', () => {
    expect(parseTimestamp('0001-01-01 00:00:00 +0000', 'Date')).toBe('0001-01-01T00:00:00Z');
    expect(parseTimestamp('Mon Jan 01 00:00:00 UTC 0001', 'Date')).toBe('0001-01-01T00:00:00Z');
    expect(formatA('0001-01-01T00:00:00Z')).toBe('0001-01-01 00:00:00 +0000');
    expect(formatB('0001-01-01T00:00:00Z')).toBe('Mon Jan 01 00:00:00 UTC 0001');
    expect(parseFormatA('0099-02-29 00:00:00')).toBeNull();
  });
});
