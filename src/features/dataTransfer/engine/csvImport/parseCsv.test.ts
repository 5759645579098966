import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '#i18n/switchLanguage';
import { decodeCsvBytes } from './decodeCsvBytes';
import {
  checkCsvFileSize,
  CsvLimitError,
  detectDelimiter,
  MAX_CSV_BYTES,
  MAX_CSV_CELL,
  MAX_CSV_COLUMNS,
  MAX_CSV_ROWS,
  parseCsv,
} from './parseCsv';

describe('CSV files', () => {
  it('reads UTF-8 with or without a byte-order mark, and Windows-1252 otherwise', () => {
    const utf8 = new TextEncoder().encode('name\nCafé Ünïcode\n');
    expect(decodeCsvBytes(utf8)).toEqual({
      text: 'name\nCafé Ünïcode\n',
      encoding: 'utf-8',
      bom: false,
    });
    // The byte-order mark is dropped from the text, and remembered.
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      text: 'name\nCafé Ünïcode\n',
      encoding: 'utf-8',
      bom: true,
    });
    // "Café €5" in Windows-1252: é = 0xE9, € = 0x80 (invalid as UTF-8).
    const cp1252 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]);
    expect(decodeCsvBytes(cp1252)).toEqual({
      text: 'Café €5',
      encoding: 'windows-1252',
      bom: false,
    });
  });

  it('detects the separator', () => {
    expect(detectDelimiter('a,b,c\n1,2,3\n')).toBe(',');
    expect(detectDelimiter('name;notes\n"x, y";z\n')).toBe(';');
    expect(detectDelimiter('name\tcity\nAcme\tParis\n')).toBe('\t');
  });

  it('parses quoted fields holding separators, quotes and line breaks, and skips empty lines', async () => {
    const parsed = await parseCsv(
      'name;notes\r\n"Acme; Inc";"line one\r\nline ""two"""\r\n\r\nSolo\r\n',
    );
    expect(parsed.delimiter).toBe(';');
    expect(parsed.header).toEqual(['name', 'notes']);
    expect(parsed.rows).toEqual([
      ['Acme; Inc', 'line one\r\nline "two"'],
      ['Solo', ''],
    ]);
  });

  it('parses 50,000 rows in chunks', async () => {
    const text = `name,notes\n${Array.from({ length: 50_000 }, (_, i) => `Company ${i},"notes, ${i}"`).join('\n')}\n`;
    let calls = 0;
    const parsed = await parseCsv(text, { onProgress: () => calls++ });
    expect(parsed.rows).toHaveLength(50_000);
    expect(parsed.rows[49_999]).toEqual(['Company 49999', 'notes, 49999']);
    expect(calls).toBeGreaterThan(1);
  });
});

describe('CSV limits', () => {
  const wide = (columns: number) =>
    `${Array.from({ length: columns }, (_, i) => `c${i}`).join(',')}\n${'x,'.repeat(columns - 1)}x\n`;

  it(`takes ${MAX_CSV_COLUMNS} columns and refuses more, at once, naming the limit`, async () => {
    expect((await parseCsv(wide(MAX_CSV_COLUMNS))).header).toHaveLength(MAX_CSV_COLUMNS);
    await expect(parseCsv(wide(10_000))).rejects.toThrow(
      'The header has 10,000 columns; at most 200 can be imported: remove the columns you do not need (or check the separator)',
    );
    // A data row wider than the limit is refused too (its extra cells would be kept in memory).
    await expect(parseCsv(`a,b\n${'x,'.repeat(300)}x\n`)).rejects.toThrow(
      'Row 2 has 301 columns; at most 200 can be imported',
    );
  });

  it('refuses a cell longer than the longest field, naming its row and column', async () => {
    const ok = await parseCsv(`name,notes\nAcme,${'n'.repeat(MAX_CSV_CELL)}\n`);
    expect(ok.rows[0]?.[1]).toHaveLength(MAX_CSV_CELL);
    await expect(
      parseCsv(`name,notes\nAcme,ok\nBeta,${'n'.repeat(MAX_CSV_CELL + 1)}\n`),
    ).rejects.toThrow(
      'Row 3, column 2 holds 65,537 characters; a cell can hold at most 65,536 (the longest value a field stores)',
    );
  });

  it(`takes ${MAX_CSV_ROWS.toLocaleString('en-US')} rows and refuses more`, async () => {
    const rows = (n: number) => `name\n${'x\n'.repeat(n)}`;
    expect((await parseCsv(rows(MAX_CSV_ROWS))).rows).toHaveLength(MAX_CSV_ROWS);
    await expect(parseCsv(rows(MAX_CSV_ROWS + 1))).rejects.toBeInstanceOf(CsvLimitError);
  });

  it('refuses a file over 50 MiB before reading it', () => {
    expect(() => checkCsvFileSize(MAX_CSV_BYTES)).not.toThrow();
    expect(() => checkCsvFileSize(MAX_CSV_BYTES + 1)).toThrow(
      'The file is 50.0 MiB; at most 50 MiB can be imported: split it into smaller files',
    );
  });

  describe('in German', () => {
    afterEach(async () => {
      await switchLanguage('en');
    });

    it('says why in German, with German figures', async () => {
      await switchLanguage('de');
      expect(() => checkCsvFileSize(MAX_CSV_BYTES + 1)).toThrow(
        'Die Datei ist 50,0 MiB groß; importiert werden können höchstens 50 MiB: Teilen Sie sie in kleinere Dateien auf',
      );
      await expect(parseCsv(`a,b\nx,${'y'.repeat(MAX_CSV_CELL + 1)}\n`)).rejects.toThrow(
        'Zeile 2 enthält in Spalte 2 65.537 Zeichen; eine Zelle kann höchstens 65.536 enthalten',
      );
    });
  });
});
