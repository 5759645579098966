import type { Company } from '#xml/company';
import type { Location } from '#xml/location';
import type { Person } from '#xml/person';

/** What a spreadsheet may run as a formula: a cell starting with `=`, `+`, `-`, `@`, tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A number or phone number ("+1 919 555 0139", "-12.5", "+44 (0)20 7946 0958"): digits, spaces
 * and `( ) . / -` after an optional sign. At worst a spreadsheet computes some arithmetic from
 * it; it can call no function, so it is left as it is rather than shown with a stray quote.
 */
const PLAIN_NUMBER = /^[+-]?[\d ()./-]*\d[\d ()./-]*$/;

/**
 * CSV (RFC 4180: comma, CRLF, quotes doubled) of the contact lists. A cell a spreadsheet would
 * run as a formula is prefixed with `'` (OWASP CSV injection), unless it is a plain number.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRows(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function primaryLocation(locations: readonly Location[]): Location | undefined {
  return locations.find((l) => l.primary) ?? locations[0];
}

const LOCATION_HEADER = ['email', 'phone', 'city', 'state', 'country'] as const;

function locationCells(locations: readonly Location[]): string[] {
  const location = primaryLocation(locations);
  return location === undefined
    ? ['', '', '', '', '']
    : [location.email, location.phone, location.city, location.state, location.country];
}

export const COMPANY_CSV_HEADER = [
  'id',
  'name',
  'notes',
  'tags',
  ...LOCATION_HEADER,
  'created_at',
  'updated_at',
];

export function companyCsvRow(company: Company): string[] {
  return [
    String(company.id),
    company.name,
    company.notes,
    company.tags.map((t) => t.name).join('; '),
    ...locationCells(company.locations),
    company.createdAt,
    company.updatedAt,
  ];
}

export const PERSON_CSV_HEADER = [
  'id',
  'first_name',
  'last_name',
  'title',
  'company',
  'tags',
  ...LOCATION_HEADER,
  'created_at',
  'updated_at',
];

export function personCsvRow(person: Person): string[] {
  return [
    String(person.id),
    person.firstName,
    person.lastName,
    person.title,
    person.company,
    person.tags.map((t) => t.name).join('; '),
    ...locationCells(person.locations),
    person.createdAt,
    person.updatedAt,
  ];
}
