import { describe, expect, it } from 'vitest';
import { searchTime } from './records';
import { formatSearchTime } from '#xml/dates';

describe('search times', () => {
  it('are Format B without the weekday', () => {
    expect(formatSearchTime('2009-03-17T20:16:35Z')).toBe('Mar 17 20:16:35 UTC 2009');
    expect(formatSearchTime('2026-01-05T03:04:05.999Z')).toBe('Jan 05 03:04:05 UTC 2026');
    expect(searchTime('2009-03-18T00:16:35+00:00')).toBe('Mar 18 00:16:35 UTC 2009');
    expect(searchTime(undefined)).toBeUndefined();
  });

  it('refuse text that is not a time', () => {
    expect(() => formatSearchTime('last week')).toThrow(RangeError);
  });
});
