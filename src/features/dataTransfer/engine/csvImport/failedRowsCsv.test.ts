import { describe, expect, it } from 'vitest';
import type { PlannedRow } from './planImport';
import { decodeCsvBytes } from './decodeCsvBytes';
import { failedRowsCsv, failedRowsFile, failedRowsOf } from './failedRowsCsv';
import type { RowResult } from './importOutcome';

const planned = (index: number): PlannedRow => ({ index, row: index + 2 }) as PlannedRow;

describe('failedRowsCsv', () => {
  it("writes the failed rows back with formulas kept from running, in the file's separator", () => {
    const rows = [
      ['Acme', '=HYPERLINK("http://evil.example","x")'],
      ['Fine Co', 'ok'],
      ['Beta;=1+1', '@SUM(A1)'],
    ];
    const results: RowResult[] = [
      { row: planned(0), status: 'failed', id: null, error: '-1 is not allowed' },
      { row: planned(1), status: 'created', id: 7, error: null },
      { row: planned(2), status: 'invalid', id: null, error: 'Name is too long' },
    ];
    expect(failedRowsCsv(['Name', 'Notes'], rows, results, ';')).toBe(
      'row;Name;Notes;error\r\n' +
        `2;Acme;"'=HYPERLINK(""http://evil.example"",""x"")";'-1 is not allowed\r\n` +
        `4;"Beta;'=1+1";'@SUM(A1);Name is too long\r\n`,
    );
  });
});

describe('failedRowsOf', () => {
  it('keeps the failed and invalid rows in file order, at most the limit', () => {
    const rows = [['a'], ['b'], ['c'], ['d']];
    const results: RowResult[] = [
      { row: planned(0), status: 'invalid', id: null, error: 'no name' },
      { row: planned(1), status: 'created', id: 1, error: null },
      { row: planned(2), status: 'failed', id: null, error: 'refused' },
      { row: planned(3), status: 'failed', id: null, error: 'refused too' },
    ];
    expect(failedRowsOf(rows, results, 2)).toEqual([
      { row: 2, cells: ['a'], error: 'no name' },
      { row: 4, cells: ['c'], error: 'refused' },
    ]);
  });
});

describe('failedRowsFile', () => {
  const failed = [{ row: 3, cells: ['Müller & Söhne', '=1+1'], error: 'Straße fehlt' }];

  it('writes a ;-separated Windows-1252 source back as ;-separated Windows-1252', () => {
    const file = failedRowsFile(['Firma', 'Notizen'], failed, {
      delimiter: ';',
      encoding: 'windows-1252',
      bom: false,
    });
    expect(file.replaced).toBe(0);
    // ü = 0xFC, ö = 0xF6, ß = 0xDF: one byte each, as the source had them.
    expect([...file.bytes.slice(27, 30)]).toEqual([0x4d, 0xfc, 0x6c]);
    expect(decodeCsvBytes(file.bytes)).toEqual({
      text: "row;Firma;Notizen;error\r\n3;Müller & Söhne;'=1+1;Straße fehlt\r\n",
      encoding: 'windows-1252',
      bom: false,
    });
  });

  it('writes € and the other 0x80–0x9F characters by the code page, and counts what it lacks', () => {
    const file = failedRowsFile(['Name'], [{ row: 2, cells: ['€ “x” Ω 😀'], error: 'e' }], {
      delimiter: ',',
      encoding: 'windows-1252',
      bom: false,
    });
    expect(file.replaced).toBe(2);
    expect(decodeCsvBytes(file.bytes).text).toBe('row,Name,error\r\n2,€ “x” ? ?,e\r\n');
  });

  it('keeps a UTF-8 source with or without its byte-order mark', () => {
    const withBom = failedRowsFile(['Name'], failed, {
      delimiter: ',',
      encoding: 'utf-8',
      bom: true,
    });
    expect([...withBom.bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x72]);
    const without = failedRowsFile(['Name'], failed, {
      delimiter: ',',
      encoding: 'utf-8',
      bom: false,
    });
    expect(without.bytes[0]).toBe(0x72);
    expect(decodeCsvBytes(without.bytes).text).toContain('Müller & Söhne');
  });
});
