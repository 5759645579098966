import { describe, expect, it } from 'vitest';
import { isUpcoming } from './upcoming';

describe('a communication still to come', () => {
  const now = Date.parse('2026-11-30T04:46:30.123Z');

  it('is one dated after now, compared as instants, whole seconds or not', () => {
    expect(isUpcoming({ date: '2026-11-30T04:46:30Z' }, now)).toBe(false);
    expect(isUpcoming({ date: '2026-11-30T04:46:30.124Z' }, now)).toBe(true);
    expect(isUpcoming({ date: '2026-11-30T04:46:31Z' }, now)).toBe(true);
    expect(isUpcoming({ date: '2026-11-30T05:46:30+01:00' }, now)).toBe(false);
  });

  it('is not one without a date', () => {
    expect(isUpcoming({ date: null }, now)).toBe(false);
  });
});
