import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoTimeField } from './isoTime';

afterEach(() => vi.useRealTimers());

describe('isoTimeField', () => {
  it('is pino’s ISO time field for the current millisecond, across seconds, days and years', () => {
    vi.useFakeTimers();
    const start = Date.UTC(2026, 11, 31, 23, 59, 58, 990);
    for (let step = 0; step < 3_000; step += 7) {
      vi.setSystemTime(start + step);
      expect(isoTimeField()).toBe(`,"time":"${new Date(start + step).toISOString()}"`);
    }
    for (const time of [0, 5, 1_000, 1_999, Date.UTC(2030, 1, 28, 12, 0, 0, 100)]) {
      vi.setSystemTime(time);
      expect(isoTimeField()).toBe(`,"time":"${new Date(time).toISOString()}"`);
    }
  });
});
