import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amountInput';

describe('amount input', () => {
  it('turns typed amounts into the API decimal text', () => {
    expect(parseAmountInput('1,250.5')).toBe('1250.50');
    expect(parseAmountInput(' 300 ')).toBe('300.00');
    expect(parseAmountInput('')).toBe('0.00');
    expect(parseAmountInput('007.25')).toBe('7.25');
  });

  it('refuses what is not an amount', () => {
    expect(parseAmountInput('12.345')).toBeNull();
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('ten')).toBeNull();
  });
});
