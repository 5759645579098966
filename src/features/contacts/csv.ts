import type { Company } from '#xml/company';
import type { Location } from '#xml/location';
import type { Person } from '#xml/person';

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
