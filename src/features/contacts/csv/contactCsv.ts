import type { Company } from '#xml/company';
import type { Location } from '#xml/location';
import type { Person } from '#xml/person';
import { csvTimestamp, type CsvFormat, type CsvTable } from '#lib/csvFormat';
import { contactCsvMessages } from './messages';

/** The contact lists' CSV export: the primary location's main fields flattened beside the record's. */
function primaryLocation(locations: readonly Location[]): Location | undefined {
  return locations.find((l) => l.primary) ?? locations[0];
}

const LOCATION_FIELDS = ['email', 'phone', 'city', 'state', 'country'] as const;

function locationCells(locations: readonly Location[]): string[] {
  const location = primaryLocation(locations);
  return location === undefined
    ? ['', '', '', '', '']
    : [location.email, location.phone, location.city, location.state, location.country];
}

const { t } = contactCsvMessages;
const locationColumns = () => LOCATION_FIELDS.map((field) => t(field));

export const COMPANY_CSV: CsvTable<Company> = {
  fileName: 'companies.csv',
  fieldNames: ['id', 'name', 'notes', 'tags', ...LOCATION_FIELDS, 'created_at', 'updated_at'],
  columnNames: () => [
    t('id'),
    t('name'),
    t('notes'),
    t('tags'),
    ...locationColumns(),
    t('createdAt'),
    t('updatedAt'),
  ],
  toRow: (company: Company, format: CsvFormat) => [
    String(company.id),
    company.name,
    company.notes,
    company.tags.map((tag) => tag.name).join('; '),
    ...locationCells(company.locations),
    csvTimestamp(company.createdAt, format),
    csvTimestamp(company.updatedAt, format),
  ],
};

export const PERSON_CSV: CsvTable<Person> = {
  fileName: 'people.csv',
  fieldNames: [
    'id',
    'first_name',
    'last_name',
    'title',
    'company',
    'tags',
    ...LOCATION_FIELDS,
    'created_at',
    'updated_at',
  ],
  columnNames: () => [
    t('id'),
    t('firstName'),
    t('lastName'),
    t('title'),
    t('company'),
    t('tags'),
    ...locationColumns(),
    t('createdAt'),
    t('updatedAt'),
  ],
  toRow: (person: Person, format: CsvFormat) => [
    String(person.id),
    person.firstName,
    person.lastName,
    person.title,
    person.company,
    person.tags.map((tag) => tag.name).join('; '),
    ...locationCells(person.locations),
    csvTimestamp(person.createdAt, format),
    csvTimestamp(person.updatedAt, format),
  ],
};
