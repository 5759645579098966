import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount } from './dealStore';

describe('deal amounts as integer cents', () => {
  it.each([
    ['1234.50', 123450],
    ['250', 25000],
    ['0.05', 5],
    ['3.5', 350],
    ['-12.34', -1234],
    ['9999999999999.99', 999999999999999],
  ])('%s ↔ %i cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
    expect(amountToCents(centsToAmount(cents))).toBe(cents);
  });

  it('writes two fraction digits', () => {
    expect(centsToAmount(123450)).toBe('1234.50');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(-1234)).toBe('-12.34');
    expect(centsToAmount(0)).toBe('0.00');
  });

  it('refuses text that is not an amount', () => {
    expect(() => amountToCents('1.234')).toThrow(RangeError);
    expect(() => amountToCents('abc')).toThrow(RangeError);
  });
});
