// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { csvRows } from '#lib/csvCells';
import { csvSeparator } from '#lib/csvFormat';
import { switchLanguage } from '#i18n/switchLanguage';
import type { Company } from '#xml/company';
import { COMPANY_CSV } from './contactCsv';

afterEach(() => switchLanguage('en'));

describe('csv', () => {
  const company: Company = {
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
  };

  it('writes a header and one CRLF-terminated line per company, with the primary location', () => {
    const row = COMPANY_CSV.toRow(company, 'machine');
    expect(csvRows(COMPANY_CSV.fieldNames, [row])).toBe(
      'id,name,notes,tags,email,phone,city,state,country,created_at,updated_at\r\n7,"Acme, Inc.",,"vip; west",o@x,1,Oslo,,NO,2024-01-02T03:04:05Z,2024-01-03T03:04:05Z\r\n',
    );
  });

  it('writes a German spreadsheet with German column names, dates and ;', async () => {
    await switchLanguage('de');
    const row = COMPANY_CSV.toRow(company, 'spreadsheet');
    const text = csvRows(COMPANY_CSV.columnNames(), [row], csvSeparator('spreadsheet'));
    const [header, line] = text.split('\r\n');
    expect(header).toBe(
      'ID;Name;Notizen;Tags;E-Mail;Telefon;Ort;Bundesland;Land;Erstellt;Geändert',
    );
    expect(line).toMatch(
      /^7;"Acme, Inc\.";;"vip; west";o@x;1;Oslo;;NO;0[12]\.01\.2024 \d\d:04;0[23]\.01\.2024 \d\d:04$/,
    );
  });
});
