import { describe, expect, it } from 'vitest';
import type { PlannedRow } from './planImport';
import { failedRowsCsv, failedRowsOf } from './failedRowsCsv';
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
