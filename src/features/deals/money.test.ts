import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount } from './money';

describe('amounts in cents', () => {
  it('reads the API decimal text exactly', () => {
    expect(amountToCents('1234.50')).toBe(123450);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountToCents('12')).toBe(1200);
    expect(amountToCents('-3.5')).toBe(-350);
    expect(amountToCents('not a number')).toBe(0);
  });

  it('adds many amounts without float drift and writes them back', () => {
    let total = 0;
    for (let n = 0; n < 2000; n += 1) total += amountToCents('0.10');
    expect(centsToAmount(total)).toBe('200.00');
    expect(centsToAmount(-5)).toBe('-0.05');
  });
});
