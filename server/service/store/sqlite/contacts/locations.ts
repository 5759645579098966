import type { Insertable, Updateable } from 'kysely';
import type { Location, LocationWrite } from '#xml/location';
import { ContactValidationError, type ContactKind, type LocationSaveResult } from '../../contactStore';
import type { LocationsTable } from '../../schema';
import type { Scope } from '../../scope';
import type { SqliteDb } from '../database';
import { recordExists, touchRecord } from '../records';
import { locationOf } from '../../contactRows';

/** The contact's location with that label; the caller has checked the contact is in the account. */
function findByLabel(db: SqliteDb, contactId: number, label: string): Location | undefined {
  const row = db.get(db.qb.selectFrom('locations').selectAll().where('contact_id', '=', contactId).where('label', '=', label));
  return row === undefined ? undefined : locationOf(row);
}

export function getLocation(db: SqliteDb, scope: Scope, kind: ContactKind, contactId: number, label: string): Location | null {
  if (!recordExists(db, scope, kind, contactId)) return null;
  return findByLabel(db, contactId, label) ?? null;
}

/** Column values for the fields a client gave (absent fields are left as they are). */
function columnsOf(input: LocationWrite): Updateable<LocationsTable> {
  const columns: Updateable<LocationsTable> = {};
  if (input.label !== undefined) columns.label = input.label;
  if (input.primary !== undefined) columns.is_primary = input.primary ? 1 : 0;
  if (input.email !== undefined) columns.email = input.email;
  if (input.website !== undefined) columns.website = input.website;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.cell !== undefined) columns.cell = input.cell;
  if (input.fax !== undefined) columns.fax = input.fax;
  if (input.street1 !== undefined) columns.street_1 = input.street1;
  if (input.street2 !== undefined) columns.street_2 = input.street2;
  if (input.city !== undefined) columns.city = input.city;
  if (input.state !== undefined) columns.state = input.state;
  if (input.postalCode !== undefined) columns.postal_code = input.postalCode;
  if (input.country !== undefined) columns.country = input.country;
  return columns;
}

/** A record has at most one primary location: making one primary demotes the others. */
function keepSinglePrimary(db: SqliteDb, contactId: number, primaryId: number): void {
  db.run(db.qb.updateTable('locations').set({ is_primary: 0 }).where('contact_id', '=', contactId).where('id', '!=', primaryId).where('is_primary', '=', 1));
}

function applyUpdate(db: SqliteDb, kind: ContactKind, contactId: number, existing: Location, input: LocationWrite): Location {
  const columns = columnsOf(input);
  if (Object.keys(columns).length > 0) db.run(db.qb.updateTable('locations').set(columns).where('id', '=', existing.id!));
  if (input.primary === true) keepSinglePrimary(db, contactId, existing.id!);
  touchRecord(db, kind, contactId);
  return findByLabel(db, contactId, input.label ?? existing.label)!;
}

/** A new location's fields that the client did not give. */
const EMPTY_LOCATION = { is_primary: 0, email: '', website: '', phone: '', cell: '', fax: '', street_1: '', street_2: '', city: '', state: '', postal_code: '', country: '' } as const;

const isUniqueViolation = (error: unknown): boolean => error instanceof Error && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Create by label, or update the location that already has it (api.md: "the existing location
 * with that label is updated and no new one is created"). The select and the insert run in one
 * write transaction; the unique (contact_id, label) constraint backs that up: a violation (a
 * concurrent writer on another connection) turns into the update path.
 */
export function saveLocation(db: SqliteDb, scope: Scope, kind: ContactKind, contactId: number, input: LocationWrite & { label: string }): LocationSaveResult {
  return db.transaction((): LocationSaveResult => {
    if (!recordExists(db, scope, kind, contactId)) return { outcome: 'not_found' };
    const existing = findByLabel(db, contactId, input.label);
    if (existing !== undefined) return { outcome: 'updated', location: applyUpdate(db, kind, contactId, existing, input) };
    const row: Insertable<LocationsTable> = { ...EMPTY_LOCATION, ...columnsOf(input), account_id: scope.accountId, contact_id: contactId, label: input.label };
    try {
      const { lastInsertRowid } = db.run(db.qb.insertInto('locations').values(row));
      if (input.primary === true) keepSinglePrimary(db, contactId, lastInsertRowid);
      touchRecord(db, kind, contactId);
      return { outcome: 'created', location: findByLabel(db, contactId, input.label)! };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = findByLabel(db, contactId, input.label)!;
      return { outcome: 'updated', location: applyUpdate(db, kind, contactId, winner, input) };
    }
  });
}

/** Update the location named `label`; a new `input.label` renames it unless another location has that label. */
export function updateLocation(db: SqliteDb, scope: Scope, kind: ContactKind, contactId: number, label: string, input: LocationWrite): Location | null {
  return db.transaction(() => {
    if (!recordExists(db, scope, kind, contactId)) return null;
    const existing = findByLabel(db, contactId, label);
    if (existing === undefined) return null;
    if (input.label !== undefined && input.label !== label) {
      if (input.label === '') throw new ContactValidationError(["Label can't be blank"]);
      if (findByLabel(db, contactId, input.label) !== undefined) {
        throw new ContactValidationError([`Label "${input.label}" is already used by another location of this record`]);
      }
    }
    return applyUpdate(db, kind, contactId, existing, input);
  });
}

export function deleteLocation(db: SqliteDb, scope: Scope, kind: ContactKind, contactId: number, label: string): boolean {
  return db.transaction(() => {
    if (!recordExists(db, scope, kind, contactId)) return false;
    const { changes } = db.run(db.qb.deleteFrom('locations').where('contact_id', '=', contactId).where('label', '=', label));
    if (changes > 0) touchRecord(db, kind, contactId);
    return changes > 0;
  });
}
