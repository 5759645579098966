import type { Selection } from 'kysely';
import type { CompanyWrite } from '#xml/company';
import { isoOf } from '#xml/dates';
import type { Location, LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import type { StoredCompany, StoredPerson } from './contactStore';
import type { ContactsTable, Database, LocationsTable } from './schema';
import { flagOf, isFlagged, type FieldColumns } from './sql/fieldColumns';

/** Columns of a location in the order of `LocationTuple` (a row as a JSON array). */
export const LOCATION_COLUMNS = [
  'id',
  'contact_id',
  'label',
  'is_primary',
  'email',
  'website',
  'phone',
  'cell',
  'fax',
  'street_1',
  'street_2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;

type LocationRow = Selection<Database, 'locations', (typeof LOCATION_COLUMNS)[number]>;

/** A location row as one JSON array, its values in the order of `LOCATION_COLUMNS`. */
export type LocationTuple = {
  -readonly [
    I in keyof typeof LOCATION_COLUMNS
  ]: (typeof LOCATION_COLUMNS)[I] extends keyof LocationRow
    ? LocationRow[(typeof LOCATION_COLUMNS)[I]]
    : never;
};

/** A row as its tuple (the form a page's locations are read in). */
export const locationTuple = (row: LocationRow): LocationTuple =>
  LOCATION_COLUMNS.map((column) => row[column]) as unknown as LocationTuple;

export function locationOfTuple(t: LocationTuple): Location {
  return {
    id: t[0],
    label: t[2],
    primary: isFlagged(t[3]),
    email: t[4],
    website: t[5],
    phone: t[6],
    cell: t[7],
    fax: t[8],
    street1: t[9],
    street2: t[10],
    city: t[11],
    state: t[12],
    postalCode: t[13],
    country: t[14],
  };
}

/** Where a location write's fields are kept. */
export const LOCATION_FIELDS: FieldColumns<LocationWrite, LocationsTable> = {
  label: 'label',
  primary: { column: 'is_primary', store: flagOf },
  email: 'email',
  website: 'website',
  phone: 'phone',
  cell: 'cell',
  fax: 'fax',
  street1: 'street_1',
  street2: 'street_2',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  country: 'country',
};

/** Columns of `contacts` a company representation needs. */
export const COMPANY_COLUMNS = [
  'contacts.id',
  'contacts.name',
  'contacts.notes',
  'contacts.small_image',
  'contacts.large_image',
  'contacts.version',
  'contacts.created_at',
  'contacts.updated_at',
] as const;

export type CompanyRow = Selection<Database, 'contacts', (typeof COMPANY_COLUMNS)[number]>;

export function companyOf(row: CompanyRow, locations: Location[]): StoredCompany {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    smallImage: row.small_image,
    largeImage: row.large_image,
    locations,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    version: row.version,
  };
}

/** Where a company update's fields are kept, in the order the activity log lists them. */
export const COMPANY_FIELDS: FieldColumns<CompanyWrite, ContactsTable> = {
  name: 'name',
  notes: 'notes',
  smallImage: 'small_image',
  largeImage: 'large_image',
};

/** Columns of `contacts` a person representation needs; the employer's name comes from a join (`employer`). */
export const PERSON_COLUMNS = [
  'contacts.id',
  'contacts.first_name',
  'contacts.last_name',
  'contacts.title',
  'contacts.notes',
  'contacts.small_image',
  'contacts.large_image',
  'contacts.company_id',
  'contacts.version',
  'contacts.created_at',
  'contacts.updated_at',
] as const;

export type PersonRow = Selection<Database, 'contacts', (typeof PERSON_COLUMNS)[number]> & {
  company_name: string | null;
};

export function personOf(row: PersonRow, locations: Location[]): StoredPerson {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    smallImage: row.small_image,
    largeImage: row.large_image,
    title: row.title,
    company: row.company_name ?? '',
    companyId: row.company_id,
    locations,
    notes: row.notes,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
    version: row.version,
  };
}

/** Where a person update's fields are kept, in log order (the employer as `companyId`). */
export const PERSON_FIELDS: FieldColumns<PersonWrite, ContactsTable> = {
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  notes: 'notes',
  smallImage: 'small_image',
  largeImage: 'large_image',
  companyId: 'company_id',
};
