import { describe, expect, it } from 'vitest';
import { currencyCodes, defaultCurrencyFor, isCurrencyCode } from './currency';
import { formatAmount } from './formatAmount';

describe('the default currency', () => {
  it('comes from the region of the browser locale', () => {
    expect(defaultCurrencyFor('en-US')).toBe('USD');
    expect(defaultCurrencyFor('de-DE')).toBe('EUR');
    expect(defaultCurrencyFor('fr')).toBe('EUR');
    expect(defaultCurrencyFor('en-GB')).toBe('GBP');
    expect(defaultCurrencyFor('de-CH')).toBe('CHF');
    expect(defaultCurrencyFor('ja')).toBe('JPY');
  });

  it('is US dollars for a region without a known currency or a malformed locale', () => {
    expect(defaultCurrencyFor('en-AQ')).toBe('USD');
    expect(defaultCurrencyFor('not a locale!')).toBe('USD');
  });

  it('checks stored codes before they are used', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('EU')).toBe(false);
    expect(currencyCodes()).toContain('CHF');
  });
});

describe('amounts shown', () => {
  it('carry the currency, in the reader’s locale', () => {
    expect(formatAmount('12500.00', 'USD', 'en-US')).toBe('$12,500.00');
    expect(formatAmount('-1234.5', 'USD', 'en-US')).toBe('-$1,234.50');
    expect(formatAmount('12500.00', 'EUR', 'de-DE')).toBe('12.500,00\u00a0€');
    expect(formatAmount('0.00', 'GBP', 'en-GB')).toBe('£0.00');
  });

  it('show text that is not an amount as given, and a broken code without a symbol', () => {
    expect(formatAmount('n/a', 'USD', 'en-US')).toBe('n/a');
    expect(formatAmount('12.5', 'NOT A CODE', 'en-US')).toBe('12.50');
  });
});
