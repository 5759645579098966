import type { Location, LocationWrite } from '#xml/location';
import {
  LOCATION_COLUMNS,
  LOCATION_FIELDS,
  locationOfTuple,
  locationTuple,
} from '../../contactRows';
import { ContactValidationError, type LocationSaveResult } from '../../contactStore';
import type { Executor, StoreDb } from '../../dialect/database';
import type { ContactKind, Scope } from '../../scope';
import { recordEmbedChange } from '../activityLog';
import { givenColumns } from '../fieldColumns';
import { changedRows, readOfRecord, recordExists, touchRecord } from '../records';

/** The contact's location with that label; the caller has checked the contact is in the account. */
async function findByLabel(
  trx: Executor,
  scope: Scope,
  contactId: number,
  label: string,
): Promise<Location | undefined> {
  const row = await trx
    .selectFrom('locations')
    .select(LOCATION_COLUMNS)
    .where('contact_id', '=', contactId)
    .where('account_id', '=', scope.accountId)
    .where('label', '=', label)
    .executeTakeFirst();
  return row === undefined ? undefined : locationOfTuple(locationTuple(row));
}

export function getLocation(
  db: StoreDb,
  scope: Scope,
  kind: ContactKind,
  contactId: number,
  label: string,
): Promise<Location | null> {
  return readOfRecord(
    db,
    scope,
    kind,
    contactId,
    async (trx) => (await findByLabel(trx, scope, contactId, label)) ?? null,
  );
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
  record: { kind: ContactKind; id: number },
  existing: Location,
  input: LocationWrite,
): Promise<Location> {
  const columns = givenColumns(LOCATION_FIELDS, input);
  if (Object.keys(columns).length > 0)
    await trx.updateTable('locations').set(columns).where('id', '=', existing.id!).execute();
  const demoted = input.primary === true && (await keepSinglePrimary(trx, record.id, existing.id!));
  const updated = (await findByLabel(trx, scope, record.id, input.label ?? existing.label))!;
  // A write that changes nothing (the same values sent again) logs nothing.
  if (!demoted && JSON.stringify(updated) === JSON.stringify(existing))
    await touchRecord(trx, record.kind, record.id);
  else
    await recordEmbedChange(
      trx,
      scope,
      record,
      'location_changed',
      `Location ${updated.label} changed`,
    );
  return updated;
}

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
    const record = { kind, id: contactId };
    const existing = await findByLabel(trx, scope, contactId, input.label);
    if (existing !== undefined)
      return {
        outcome: 'updated',
        location: await applyUpdate(trx, scope, record, existing, input),
      };
    // The fields the client did not give take their defaults ('', not primary).
    const { id } = await trx
      .insertInto('locations')
      .values({
        ...givenColumns(LOCATION_FIELDS, input),
        account_id: scope.accountId,
        contact_id: contactId,
        label: input.label,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.primary === true) await keepSinglePrimary(trx, contactId, id);
    await recordEmbedChange(trx, scope, record, 'location_added', `Location ${input.label} added`);
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
    return applyUpdate(trx, scope, { kind, id: contactId }, existing, input);
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
    if (changedRows(result) === 0) return false;
    const record = { kind, id: contactId };
    await recordEmbedChange(trx, scope, record, 'location_removed', `Location ${label} removed`);
    return true;
  });
}
