import { describe, expect, it } from 'vitest';
import { companyCsvRow, COMPANY_CSV_HEADER, csvCell, csvRows } from './csv';

describe('csv', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('+SUM(A1:A9)')).toBe("'+SUM(A1:A9)");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('+1 919 555 0139 ext. 4')).toBe("'+1 919 555 0139 ext. 4");
    // A number after a tab or CR is still guarded: those characters start a formula too.
    expect(csvCell('\t123')).toBe("'\t123");
    expect(csvCell('\r123')).toBe(`"'\r123"`);
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('+ ()')).toBe("'+ ()");
  });

  it('leaves numbers and phone numbers as they are', () => {
    expect(csvCell('+1 919 555 0139')).toBe('+1 919 555 0139');
    expect(csvCell('+44 (0)20 7946-0958')).toBe('+44 (0)20 7946-0958');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-1/2')).toBe('-1/2');
    expect(csvCell('555-0139')).toBe('555-0139');
  });

  it('writes a header and one CRLF-terminated line per company, with the primary location', () => {
    const row = companyCsvRow({
      id: 7,
      name: 'Acme, Inc.',
      notes: '',
      smallImage: null,
      largeImage: null,
      tags: [
        { id: 1, name: 'vip', supertag: false, fields: [] },
        { id: 2, name: 'west', supertag: false, fields: [] },
      ],
      locations: [
        {
          id: 1,
          label: 'Home',
          primary: false,
          email: 'h@x',
          website: '',
          phone: '',
          cell: '',
          fax: '',
          street1: '',
          street2: '',
          city: 'Reno',
          state: 'NV',
          postalCode: '',
          country: 'US',
        },
        {
          id: 2,
          label: 'Office',
          primary: true,
          email: 'o@x',
          website: '',
          phone: '1',
          cell: '',
          fax: '',
          street1: '',
          street2: '',
          city: 'Oslo',
          state: '',
          postalCode: '',
          country: 'NO',
        },
      ],
      megaComments: [],
      createdAt: '2024-01-02T03:04:05Z',
      updatedAt: '2024-01-03T03:04:05Z',
    });
    expect(csvRows(COMPANY_CSV_HEADER, [row])).toBe(
      'id,name,notes,tags,email,phone,city,state,country,created_at,updated_at\r\n7,"Acme, Inc.",,vip; west,o@x,1,Oslo,,NO,2024-01-02T03:04:05Z,2024-01-03T03:04:05Z\r\n',
    );
  });
});
