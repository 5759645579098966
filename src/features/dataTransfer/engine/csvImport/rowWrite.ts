import type { CompanyWrite } from '#xml/company';
import type { DealWrite } from '#xml/deal';
import type { LocationWrite } from '#xml/location';
import type { PersonWrite } from '#xml/person';
import type { SuperTagWrite } from '#xml/superTag';
import type { TodoWrite } from '#xml/todo';
import type { FieldKey } from './fieldKeys';

/** Everything one row writes. */
export interface RowWrite {
  main: CompanyWrite | PersonWrite | DealWrite | TodoWrite;
  /** A location (companies and people), with its label. */
  location: (LocationWrite & { label: string }) | null;
  tags: string[];
  superTags: { name: string; values: SuperTagWrite }[];
}

/** The import fields that are a location's, and the location field each fills. */
export const LOCATION_FIELDS: Partial<Record<FieldKey, keyof LocationWrite>> = {
  email: 'email',
  website: 'website',
  phone: 'phone',
  cell: 'cell',
  fax: 'fax',
  street: 'street1',
  street2: 'street2',
  city: 'city',
  state: 'state',
  postalCode: 'postalCode',
  country: 'country',
};
