/**
 * Locations (addresses) nested under a person or a company; the label identifies a location
 * within its parent. Element order: id, label, primary, email, website, phone, cell, fax,
 * street_1, street_2, city, state, postal_code, country (decisions.md: `id` always first).
 */
export interface Location {
  id: number;
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
