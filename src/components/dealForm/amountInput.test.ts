import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '#i18n/switchLanguage';
import { amountForEditing, decimalMarks, parseAmountInput } from './amountInput';

const amountOf = (text: string, locale = 'en-US') => parseAmountInput(text, locale);
const problemOf = (text: string, locale = 'en-US') => {
  const parsed = parseAmountInput(text, locale);
  return 'problem' in parsed ? parsed.problem : `accepted as ${parsed.amount}`;
};

describe('amount input', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('says what is wrong in German when the console speaks German', async () => {
    await switchLanguage('de');
    expect(problemOf('ten', 'de-DE')).toBe('Geben Sie den Betrag in Ziffern ein');
    expect(problemOf('12,345', 'de-DE')).toBe(
      'Höchstens zwei Nachkommastellen: Hier trennt „,“ die Nachkommastellen und „.“ die Tausender',
    );
  });

  it('turns plainly typed amounts into the API decimal text', () => {
    expect(amountOf('1,250.5')).toEqual({ amount: '1250.50' });
    expect(amountOf(' 300 ')).toEqual({ amount: '300.00' });
    expect(amountOf('')).toEqual({ amount: '0.00' });
    expect(amountOf('007.25')).toEqual({ amount: '7.25' });
    expect(amountOf('.5')).toEqual({ amount: '0.50' });
  });

  it('takes a currency symbol or code before or after the number', () => {
    expect(amountOf('$12,500')).toEqual({ amount: '12500.00' });
    expect(amountOf('€ 1.200', 'de-DE')).toEqual({ amount: '1200.00' });
    expect(amountOf('1.200 €', 'de-DE')).toEqual({ amount: '1200.00' });
    expect(amountOf('USD 99.90')).toEqual({ amount: '99.90' });
    expect(amountOf('99.90 usd')).toEqual({ amount: '99.90' });
    expect(amountOf('£7')).toEqual({ amount: '7.00' });
  });

  it('reads the decimal comma of a locale that uses one', () => {
    expect(amountOf('12.500,00', 'de-DE')).toEqual({ amount: '12500.00' });
    expect(amountOf('12500,5', 'de-DE')).toEqual({ amount: '12500.50' });
    expect(amountOf('1 234,56', 'fr-FR')).toEqual({ amount: '1234.56' });
    expect(amountOf('1\u202f234,56\u00a0€', 'fr-FR')).toEqual({ amount: '1234.56' });
    expect(amountOf("1'234.50", 'de-CH')).toEqual({ amount: '1234.50' });
    // The same text means something else in en-US: a thousands separator.
    expect(amountOf('12,500')).toEqual({ amount: '12500.00' });
  });

  it('keeps the sign of negative amounts, which the API stores', () => {
    expect(amountOf('-5')).toEqual({ amount: '-5.00' });
    expect(amountOf('-$1,000.10')).toEqual({ amount: '-1000.10' });
    expect(amountOf('$-12')).toEqual({ amount: '-12.00' });
    expect(amountOf('\u22122,5', 'de-DE')).toEqual({ amount: '-2.50' });
    expect(amountOf('-0')).toEqual({ amount: '0.00' });
  });

  it('says what is wrong with an amount it refuses', () => {
    expect(problemOf('ten')).toBe('Enter the amount in digits');
    expect(problemOf('12.345')).toBe(
      'At most two decimals: here “.” marks decimals and “,” thousands',
    );
    expect(problemOf('1.2345')).toBe('At most two decimals');
    expect(problemOf('12,50')).toBe('Thousands are grouped by three digits; decimals go after “.”');
    expect(problemOf('12.50', 'de-DE')).toBe(
      'Thousands are grouped by three digits; decimals go after “,”',
    );
    expect(problemOf('1.2.3')).toBe('Use “.” once, before the decimals');
    expect(problemOf('1,234.5.6')).toBe('Use “.” once, before the decimals');
    expect(problemOf('1.5,0')).toBe('Nothing but digits may follow the decimal mark “.”');
    expect(problemOf('--5')).toBe('Use one minus sign, in front');
    expect(problemOf('5-')).toBe('Use one minus sign, in front');
    expect(problemOf('$12 USD')).toBe('Write the currency once, before or after the amount');
    expect(problemOf('12abc')).toBe(
      '“a” is not part of an amount: a currency symbol or code goes before or after the number',
    );
    expect(problemOf('12%')).toBe('“%” is not part of an amount');
    expect(problemOf(',500')).toBe('Start the amount with a digit');
    expect(problemOf('12345678901234')).toBe('At most 13 digits before the decimals');
    expect(problemOf('1234567890123.99')).toBe('accepted as 1234567890123.99');
  });
});

describe('decimal marks', () => {
  it('follows the locale, with "." for an unknown one', () => {
    expect(decimalMarks('en-US')).toEqual({ decimal: '.', group: ',' });
    expect(decimalMarks('de-DE')).toEqual({ decimal: ',', group: '.' });
    expect(decimalMarks('not a locale!')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('amounts put in an edit form', () => {
  it('use the locale’s decimal mark and read back as the same amount', () => {
    expect(amountForEditing('2500.50', 'de-DE')).toBe('2500,50');
    expect(amountForEditing('-2500.50', 'en-US')).toBe('-2500.50');
    for (const locale of ['de-DE', 'en-US', 'fr-FR'])
      expect(parseAmountInput(amountForEditing('12500.05', locale), locale)).toEqual({
        amount: '12500.05',
      });
  });
});
