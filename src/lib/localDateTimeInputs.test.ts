import { describe, expect, it } from 'vitest';
import { fromLocalInputs, toLocalInputs } from './localDateTimeInputs';

describe('date and time inputs', () => {
  it('round-trips local inputs through ISO UTC', () => {
    const iso = fromLocalInputs('2026-12-01', '17:05');
    expect(iso).toBe(new Date(2026, 11, 1, 17, 5).toISOString().replace('.000', ''));
    expect(toLocalInputs(iso)).toEqual({ date: '2026-12-01', time: '17:05' });
    expect(toLocalInputs(null)).toEqual({ date: '', time: '' });
  });

  it('reads no date as none, and a date without a time as 9:00', () => {
    expect(fromLocalInputs('', '10:00')).toBeNull();
    expect(toLocalInputs(fromLocalInputs('2026-12-01', ''))).toEqual({
      date: '2026-12-01',
      time: '09:00',
    });
  });

  it('keeps years before 100 as typed (the Date constructor reads 0001 as 1901)', () => {
    const iso = fromLocalInputs('0001-01-01', '12:00');
    expect(new Date(iso ?? '').getFullYear()).toBe(1);
    expect(toLocalInputs(iso)).toEqual({ date: '0001-01-01', time: '12:00' });
  });
});
