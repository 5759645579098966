import { describe, expect, it } from 'vitest';
import { csvRows } from '#lib/csvCells';
import { companyCsvRow, COMPANY_CSV_HEADER } from './csv';

describe('csv', () => {
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
      'id,name,notes,tags,email,phone,city,state,country,created_at,updated_at\r\n7,"Acme, Inc.",,"vip; west",o@x,1,Oslo,,NO,2024-01-02T03:04:05Z,2024-01-03T03:04:05Z\r\n',
    );
  });
});
