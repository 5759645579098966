// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '#i18n/switchLanguage';
import { csvDecimal, csvSeparator, csvTimestamp } from './csvFormat';

afterEach(() => switchLanguage('en'));

describe('CSV formats', () => {
  it('keeps the API’s text in the machine-readable format, in any language', async () => {
    await switchLanguage('de');
    expect(csvSeparator('machine')).toBe(',');
    expect(csvDecimal('1234.50', 'machine')).toBe('1234.50');
    expect(csvTimestamp('2026-11-28T21:55:00Z', 'machine')).toBe('2026-11-28T21:55:00Z');
  });

  it('writes German spreadsheets with ; and decimal commas, and dates as numbers', async () => {
    await switchLanguage('de');
    expect(csvSeparator('spreadsheet')).toBe(';');
    expect(csvDecimal('1234.50', 'spreadsheet')).toBe('1234,50');
    expect(csvDecimal('-7', 'spreadsheet')).toBe('-7');
    expect(csvDecimal('n/a', 'spreadsheet')).toBe('n/a');
    expect(csvTimestamp('2026-11-28T12:05:00Z', 'spreadsheet')).toMatch(
      /^\d\d\.\d\d\.2026 \d\d:05$/,
    );
  });

  it('writes English spreadsheets with , and decimal points', () => {
    expect(csvSeparator('spreadsheet')).toBe(',');
    expect(csvDecimal('1234.5', 'spreadsheet')).toBe('1234.5');
    expect(csvTimestamp('2026-11-28T12:05:00Z', 'spreadsheet')).toMatch(
      /^\d\d\/\d\d\/2026 \d\d:05$/,
    );
  });
});
