import type { Selectable } from 'kysely';
import { isoOf } from '#xml/dates';
import type { Location } from '#xml/location';
import type { LocationsTable } from './schema';
import type { StoredCompany, StoredPerson } from './contactStore';

export type LocationRow = Selectable<LocationsTable>;

export function locationOf(row: LocationRow): Location {
  return {
    id: row.id,
    label: row.label,
    primary: row.is_primary === 1,
    email: row.email,
    website: row.website,
    phone: row.phone,
    cell: row.cell,
    fax: row.fax,
    street1: row.street_1,
    street2: row.street_2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
  };
}

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

export type LocationTuple = [
  id: number,
  contactId: number,
  label: string,
  isPrimary: number,
  email: string,
  website: string,
  phone: string,
  cell: string,
  fax: string,
  street1: string,
  street2: string,
  city: string,
  state: string,
  postalCode: string,
  country: string,
];

export function locationOfTuple(t: LocationTuple): Location {
  return {
    id: t[0],
    label: t[2],
    primary: t[3] === 1,
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

export interface CompanyRow {
  id: number;
  name: string;
  notes: string;
  small_image: string | null;
  large_image: string | null;
  version: number;
  created_at: number;
  updated_at: number;
}

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

export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  notes: string;
  small_image: string | null;
  large_image: string | null;
  company_id: number | null;
  company_name: string | null;
  version: number;
  created_at: number;
  updated_at: number;
}

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
