import type { Location } from '#xml/location';

/** The e-mail, phone and website a record page shows first (each '' when no location has one). */
export interface PrimaryContactDetails {
  email: string;
  phone: string;
  website: string;
}

/**
 * Each detail from the first location that has it, the primary location looked at first: a
 * person's e-mail may sit at "work" while the phone sits at "home", and both are wanted.
 * A phone falls back to the cell when no location has a phone.
 */
export function primaryContactDetails(locations: readonly Location[]): PrimaryContactDetails {
  const ordered = [...locations].sort((a, b) => Number(b.primary) - Number(a.primary));
  const first = (pick: (location: Location) => string): string =>
    ordered.map((location) => pick(location).trim()).find((value) => value !== '') ?? '';
  const phone = first((location) => location.phone);
  return {
    email: first((location) => location.email),
    phone: phone === '' ? first((location) => location.cell) : phone,
    website: first((location) => location.website),
  };
}
