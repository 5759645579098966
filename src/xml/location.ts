import type { XmlElement } from './tree';
import {
  listItems,
  readBool,
  readInt,
  readText,
  readTrimmed,
  readWritten,
  requireRoot,
} from './values';
import { arrayElement, boolElement, intElement, textElement } from './writer';

/**
 * Locations (addresses) nested under a person or a company; the label identifies a location
 * within its parent. Element order: id, label, primary, email, website, phone, cell, fax,
 * street_1, street_2, city, state, postal_code, country (decisions.md: `id` always first).
 */
export interface Location {
  /** Always written by this service; absent in the classic API's show and list examples (null then). */
  id: number | null;
  label: string;
  primary: boolean;
  email: string;
  website: string;
  phone: string;
  cell: string;
  fax: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type LocationWrite = Partial<Omit<Location, 'id'>>;

/** The text fields of a location with their element names, in element order after `primary`. */
const TEXT_FIELDS = [
  ['email', 'email'],
  ['website', 'website'],
  ['phone', 'phone'],
  ['cell', 'cell'],
  ['fax', 'fax'],
  ['street1', 'street_1'],
  ['street2', 'street_2'],
  ['city', 'city'],
  ['state', 'state'],
  ['postalCode', 'postal_code'],
  ['country', 'country'],
] as const satisfies readonly (readonly [keyof Location, string])[];

export function decodeLocation(el: XmlElement): Location {
  const location: Location = {
    id: readInt(el, 'id') ?? null,
    label: readTrimmed(el, 'label') ?? '',
    primary: readBool(el, 'primary') ?? false,
    email: '',
    website: '',
    phone: '',
    cell: '',
    fax: '',
    street1: '',
    street2: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
  };
  for (const [field, element] of TEXT_FIELDS) location[field] = readText(el, element) ?? '';
  return location;
}

/** A `locations` array, as listed alone or embedded in a company or person. */
export function decodeLocations(container: XmlElement | undefined): Location[] {
  return listItems(container, 'location').map(decodeLocation);
}

export function decodeLocationList(el: XmlElement): Location[] {
  return decodeLocations(requireRoot(el, 'locations'));
}

export function encodeLocation(location: Location): string {
  let out = `<location>${intElement('id', location.id)}${textElement('label', location.label)}${boolElement('primary', location.primary)}`;
  for (const [field, element] of TEXT_FIELDS) out += textElement(element, location[field]);
  return `${out}</location>`;
}

export function encodeLocationList(locations: readonly Location[]): string {
  return arrayElement('locations', locations, encodeLocation);
}

/**
 * Fields a client gave for a location create or update (`street-1` and `street_1` alike, `True`
 * and `true` alike). Absent or nil fields stay undefined; an empty element (`<cell/>`) clears.
 */
export function decodeLocationWrite(el: XmlElement): LocationWrite {
  const input: LocationWrite = {};
  const label = readWritten(el, 'label', true);
  if (label !== undefined) input.label = label;
  const primary = readBool(el, 'primary');
  if (primary !== undefined) input.primary = primary;
  for (const [field, element] of TEXT_FIELDS) {
    const value = readWritten(el, element, true);
    if (value !== undefined) input[field] = value;
  }
  return input;
}

export function encodeLocationWrite(input: LocationWrite): string {
  let out = '<location>';
  if (input.label !== undefined) out += textElement('label', input.label);
  if (input.primary !== undefined) out += boolElement('primary', input.primary);
  for (const [field, element] of TEXT_FIELDS) {
    const value = input[field];
    if (value !== undefined) out += textElement(element, value);
  }
  return `${out}</location>`;
}
