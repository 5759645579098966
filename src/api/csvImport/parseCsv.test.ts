import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decodeCsvBytes';
import { detectDelimiter, parseCsv } from './parseCsv';

describe('CSV files', () => {
  it('reads UTF-8 with or without a byte-order mark, and Windows-1252 otherwise', () => {
    const utf8 = new TextEncoder().encode('name\nCafé Ünïcode\n');
    expect(decodeCsvBytes(utf8)).toEqual({ text: 'name\nCafé Ünïcode\n', encoding: 'utf-8' });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text).toBe(
      'name\nCafé Ünïcode\n',
    );
    // "Café €5" in Windows-1252: é = 0xE9, € = 0x80 (invalid as UTF-8).
    const cp1252 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]);
    expect(decodeCsvBytes(cp1252)).toEqual({ text: 'Café €5', encoding: 'windows-1252' });
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
