import type { Insertable, Updateable } from 'kysely';
import type { Location, LocationWrite } from '#xml/location';
import { locationOf } from '../../contactRows';
import { ContactValidationError, type LocationSaveResult } from '../../contactStore';
import type { ContactKind, Scope } from '../../scope';
import type { Executor, StoreDb } from '../../dialect/database';
import type { LocationsTable } from '../../schema';
import { recordActivity } from '../activities';
import { changedRows, recordExists, touchRecord } from '../records';

/** The contact's location with that label; the caller has checked the contact is in the account. */
async function findByLabel(
  trx: Executor,
  scope: Scope,
  contactId: number,
  label: string,
): Promise<Location | undefined> {
  const row = await trx
    .selectFrom('locations')
    .selectAll()
    .where('contact_id', '=', contactId)
    .where('account_id', '=', scope.accountId)
    .where('label', '=', label)
    .executeTakeFirst();
  return row === undefined ? undefined : locationOf(row);
}

export async function getLocation(
  db: StoreDb,
  scope: Scope,
  kind: ContactKind,
  contactId: number,
  label: string,
): Promise<Location | null> {
  return db.read(async (trx) => {
    if (!(await recordExists(trx, scope, kind, contactId))) return null;
    return (await findByLabel(trx, scope, contactId, label)) ?? null;
  });
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
async function keepSinglePrimary(
  trx: Executor,
  contactId: number,
  primaryId: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('locations')
    .set({ is_primary: 0 })
    .where('contact_id', '=', contactId)
    .where('id', '!=', primaryId)
    .where('is_primary', '=', 1)
    .executeTakeFirst();
  return changedRows(result) > 0;
}

async function applyUpdate(
  trx: Executor,
  scope: Scope,
  kind: ContactKind,
  contactId: number,
  existing: Location,
  input: LocationWrite,
): Promise<Location> {
  const columns = columnsOf(input);
  if (Object.keys(columns).length > 0)
    await trx.updateTable('locations').set(columns).where('id', '=', existing.id!).execute();
  const demoted = input.primary === true && (await keepSinglePrimary(trx, contactId, existing.id!));
  const updated = (await findByLabel(trx, scope, contactId, input.label ?? existing.label))!;
  await touchRecord(trx, kind, contactId);
  // A write that changes nothing (the same values sent again) logs nothing.
  if (!demoted && JSON.stringify(updated) === JSON.stringify(existing)) return updated;
  await recordActivity(trx, scope, {
    recordKind: kind,
    recordId: contactId,
    kind: 'location_changed',
    description: `Location ${updated.label} changed`,
  });
  return updated;
}

/** A new location's fields that the client did not give. */
const EMPTY_LOCATION = {
  is_primary: 0,
  email: '',
  website: '',
  phone: '',
  cell: '',
  fax: '',
  street_1: '',
  street_2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
} as const;

/**
 * Create by label, or update the location that already has it (api.md: "the existing location
 * with that label is updated and no new one is created"). The contact's row is locked first
 * (PostgreSQL; on SQLite the write transaction, IMMEDIATE, already excludes every other writer,
 * in any process), so every location writer of one contact goes after the one before it: two
 * concurrent creates of one label make one location, the second updating it.
 */
export async function saveLocation(
  db: StoreDb,
  scope: Scope,
  kind: ContactKind,
  contactId: number,
  input: LocationWrite & { label: string },
): Promise<LocationSaveResult> {
  return db.write(async (trx): Promise<LocationSaveResult> => {
    if (!(await recordExists(trx, scope, kind, contactId, 'update')))
      return { outcome: 'not_found' };
    const existing = await findByLabel(trx, scope, contactId, input.label);
    if (existing !== undefined)
      return {
        outcome: 'updated',
        location: await applyUpdate(trx, scope, kind, contactId, existing, input),
      };
    const row: Insertable<LocationsTable> = {
      ...EMPTY_LOCATION,
      ...columnsOf(input),
      account_id: scope.accountId,
      contact_id: contactId,
      label: input.label,
    };
    const { id } = await trx
      .insertInto('locations')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.primary === true) await keepSinglePrimary(trx, contactId, id);
    await touchRecord(trx, kind, contactId);
    await recordActivity(trx, scope, {
      recordKind: kind,
      recordId: contactId,
      kind: 'location_added',
      description: `Location ${input.label} added`,
    });
    return {
      outcome: 'created',
      location: (await findByLabel(trx, scope, contactId, input.label))!,
    };
  });
}

/** Update the location named `label`; a new `input.label` renames it unless another location has that label. */
export async function updateLocation(
  db: StoreDb,
  scope: Scope,
  kind: ContactKind,
  contactId: number,
  label: string,
  input: LocationWrite,
): Promise<Location | null> {
  return db.write(async (trx) => {
    if (!(await recordExists(trx, scope, kind, contactId, 'update'))) return null;
    const existing = await findByLabel(trx, scope, contactId, label);
    if (existing === undefined) return null;
    if (input.label !== undefined && input.label !== label) {
      if (input.label === '') throw new ContactValidationError(["Label can't be blank"]);
      if ((await findByLabel(trx, scope, contactId, input.label)) !== undefined) {
        throw new ContactValidationError([
          `Label "${input.label}" is already used by another location of this record`,
        ]);
      }
    }
    return applyUpdate(trx, scope, kind, contactId, existing, input);
  });
}

export async function deleteLocation(
  db: StoreDb,
  scope: Scope,
  kind: ContactKind,
  contactId: number,
  label: string,
): Promise<boolean> {
  return db.write(async (trx) => {
    if (!(await recordExists(trx, scope, kind, contactId, 'update'))) return false;
    const result = await trx
      .deleteFrom('locations')
      .where('contact_id', '=', contactId)
      .where('account_id', '=', scope.accountId)
      .where('label', '=', label)
      .executeTakeFirst();
    const removed = changedRows(result) > 0;
    if (removed) {
      await touchRecord(trx, kind, contactId);
      await recordActivity(trx, scope, {
        recordKind: kind,
        recordId: contactId,
        kind: 'location_removed',
        description: `Location ${label} removed`,
      });
    }
    return removed;
  });
}
