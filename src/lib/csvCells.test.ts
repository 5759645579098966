import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from './csvCells';

describe('csvCell', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('a; b')).toBe('"a; b"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps spreadsheet formulas at a cell start from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('+SUM(A1:A9)')).toBe("'+SUM(A1:A9)");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('+1 919 555 0139 ext. 4')).toBe("'+1 919 555 0139 ext. 4");
    // A number after a tab or CR is still guarded: those characters start a formula too.
    expect(csvCell('\t123')).toBe(`"'\t123"`);
    expect(csvCell('\r123')).toBe(`"'\r123"`);
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('+ ()')).toBe("'+ ()");
  });

  it('keeps a formula after a separator or line break inside a cell from running', () => {
    expect(csvCell('vip;=cmd|" /C calc"!A0')).toBe(`"vip;'=cmd|"" /C calc""!A0"`);
    expect(csvCell('vip; =1+1')).toBe(`"vip; '=1+1"`);
    expect(csvCell('a,@SUM(1)')).toBe(`"a,'@SUM(1)"`);
    expect(csvCell('a;"=1+1"')).toBe(`"a;""'=1+1"""`);
    expect(csvCell('a\n+1+1')).toBe(`"a\n'+1+1"`);
    expect(csvCell('a;\t=1')).toBe(`"a;'\t'=1"`);
  });

  it('leaves numbers and phone numbers as they are', () => {
    expect(csvCell('+1 919 555 0139')).toBe('+1 919 555 0139');
    expect(csvCell('+44 (0)20 7946-0958')).toBe('+44 (0)20 7946-0958');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-1/2')).toBe('-1/2');
    expect(csvCell('555-0139')).toBe('555-0139');
  });

  it('tells a long number-like text from a number in linear time', () => {
    // A backtracking pattern would take ~10^9 steps here; this one reads the text once.
    expect(csvCell(`-${'1'.repeat(65_000)}x`)).toBe(`'-${'1'.repeat(65_000)}x`);
  });

  it('leaves no part of any cell starting a formula, whichever separator a spreadsheet splits on', () => {
    const hostile = [
      '=1+1',
      'a;=1+1',
      'a; -1+cmd',
      'x,+1+1',
      'x\t@SUM(A1)',
      'a\r\n=1',
      'a;"=1"',
      'a;  " =1',
      'b;',
      '-x',
      '@',
      'ok',
    ];
    for (const separator of [',', ';', '\t'] as const) {
      const file = csvRows(['h1', 'h2'], [hostile, [...hostile].reverse()], separator);
      // A reader that honours no quotes and splits on every separator and line break at once.
      for (const field of file.split(/[,;\t\r\n]/)) {
        expect(field.replace(/^[ "]*/, ''), JSON.stringify(field)).not.toMatch(/^[=+\-@]/);
      }
    }
  });
});

describe('csvRows', () => {
  it('joins with the separator asked for and ends every line with CRLF', () => {
    expect(
      csvRows(
        ['a', 'b'],
        [
          ['x;y', '=1+1'],
          ['1', '2'],
        ],
        ';',
      ),
    ).toBe(`a;b\r\n"x;y";'=1+1\r\n1;2\r\n`);
    expect(csvRows(['a'], [], '\t')).toBe('a\r\n');
  });
});
