import type { Selectable } from 'kysely';
import type { CompanyWrite } from '#xml/company';
import type { Location, LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import type { StoredCompany, StoredPerson } from './contactStore';
import type { ContactsTable, LocationsTable } from './schema';
import type { ContactsQuery } from './sql/contacts/lists';
import { flagOf, isFlagged, type FieldColumns } from './sql/fieldColumns';
import { columnsOf, STAMP_COLUMNS, stampsOf, type StampColumn } from './sql/records';

/** The fields of a location in the order of `LocationTuple` (after id, contact_id), and their columns. */
const locationFields = {
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
} as const satisfies FieldColumns<LocationWrite, LocationsTable>;

/** Where a location write's fields are kept. */
export const LOCATION_FIELDS: FieldColumns<LocationWrite, LocationsTable> = locationFields;

const LOCATION_KEYS = Object.keys(locationFields) as (keyof LocationWrite)[];

/** Columns of a location in the order of `LocationTuple`. */
export const LOCATION_COLUMNS = [
  'id',
  'contact_id',
  ...Object.values(locationFields).map((spec) => (typeof spec === 'string' ? spec : spec.column)),
] as const;

/** A location row as one JSON array, its values in the order of `LOCATION_COLUMNS`. */
export type LocationTuple = [id: number, contactId: number, ...fields: unknown[]];

export function locationOfTuple(tuple: LocationTuple): Location {
  const location: Record<string, unknown> = { id: tuple[0] };
  for (const [i, key] of LOCATION_KEYS.entries()) location[key] = tuple[i + 2];
  location.primary = isFlagged(location.primary as number);
  return location as unknown as Location;
}

/** A location read as a row (a page reads its locations as tuples). */
export const locationOfRow = (row: Record<(typeof LOCATION_COLUMNS)[number], unknown>): Location =>
  locationOfTuple(LOCATION_COLUMNS.map((column) => row[column]) as LocationTuple);

/** A contact field map: plain columns (no `store`), in the order the activity log lists them. */
type ContactFields = Readonly<Record<string, keyof ContactsTable>>;

/** A row of a contact's stamps and of the columns of `fields`. */
type RowOf<F extends ContactFields> = Pick<Selectable<ContactsTable>, StampColumn | F[keyof F]>;

/** A show's or page's SELECT of a contact: its stamps and `fields`' columns. */
const selectFields = <F extends ContactFields>(contacts: ContactsQuery, fields: F) =>
  contacts.select(
    columnsOf('contacts', [...STAMP_COLUMNS, ...(Object.values(fields) as F[keyof F][])]),
  );

/** `record` (what the columns do not give) with the row's stamps and `fields`. */
function contactOf<T, F extends ContactFields>(fields: F, row: RowOf<F>, record: object): T {
  const values: Record<string, unknown> = Object.assign(record, stampsOf(row));
  for (const field in fields) values[field] = row[fields[field]!];
  return values as T;
}

const companyFields = {
  name: 'name',
  notes: 'notes',
  smallImage: 'small_image',
  largeImage: 'large_image',
} as const satisfies FieldColumns<CompanyWrite, ContactsTable>;

/** Where a company update's fields are kept, in the order the activity log lists them. */
export const COMPANY_FIELDS: FieldColumns<CompanyWrite, ContactsTable> = companyFields;

/** The columns of a company's representation. */
export const selectCompany = (contacts: ContactsQuery) => selectFields(contacts, companyFields);

/** The columns an update reads before it writes: the values its log compares. */
export const COMPANY_READ = Object.values(companyFields);

export const companyOf = (row: RowOf<typeof companyFields>, locations: Location[]): StoredCompany =>
  contactOf(companyFields, row, { locations });

const personFields = {
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  notes: 'notes',
  smallImage: 'small_image',
  largeImage: 'large_image',
  companyId: 'company_id',
} as const satisfies FieldColumns<PersonWrite, ContactsTable>;

/** Where a person update's fields are kept, in log order (the employer as `companyId`). */
export const PERSON_FIELDS: FieldColumns<PersonWrite, ContactsTable> = personFields;

/** The columns of a person's representation; the employer's name looked up by id. */
export const selectPerson = (contacts: ContactsQuery) =>
  selectFields(contacts, personFields).select((eb) =>
    eb
      .selectFrom('contacts as employer')
      .select('employer.name')
      .whereRef('employer.id', '=', 'contacts.company_id')
      .as('company_name'),
  );

export const PERSON_READ = Object.values(personFields);

export const personOf = (
  row: RowOf<typeof personFields> & { company_name: string | null },
  locations: Location[],
): StoredPerson => contactOf(personFields, row, { locations, company: row.company_name ?? '' });
