import type { Location, LocationWrite } from '#xml/location';
import {
  LOCATION_COLUMNS,
  LOCATION_FIELDS,
  locationOfTuple,
  locationTuple,
} from '../../contactRows';
import { ContactValidationError, type ContactStore } from '../../contactStore';
import type { Executor, StoreDb } from '../../dialect/database';
import type { ContactKind, Scope } from '../../scope';
import { recordEmbedChange } from '../activityLog';
import { givenColumns } from '../fieldColumns';
import { changedRows, readOfRecord, recordExists, touchRecord } from '../records';

const LABEL_REQUIRED = "Label can't be blank";

/** The contact's location with that label; the caller has checked the contact is in the account. */
async function findByLabel(trx: Executor, scope: Scope, contactId: number, label: string) {
  const row = await trx
    .selectFrom('locations')
    .select(LOCATION_COLUMNS)
    .where('contact_id', '=', contactId)
    .where('account_id', '=', scope.accountId)
    .where('label', '=', label)
    .executeTakeFirst();
  return row === undefined ? undefined : locationOfTuple(locationTuple(row));
}

/** A record has at most one primary location: making one primary demotes the others. */
async function keepSinglePrimary(trx: Executor, contactId: number, primaryId: number) {
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
  else {
    const description = `Location ${updated.label} changed`;
    await recordEmbedChange(trx, scope, record, 'location_changed', description);
  }
  return updated;
}

/**
 * A location write in one transaction that first locks the contact, so that its location writers
 * take turns: two concurrent creates of one label make one location. null: no such contact.
 */
const writeOfContact = <T>(
  db: StoreDb,
  scope: Scope,
  kind: ContactKind,
  contactId: number,
  write: (trx: Executor, record: { kind: ContactKind; id: number }) => Promise<T>,
): Promise<T | null> =>
  db.write(async (trx) =>
    (await recordExists(trx, scope, kind, contactId, 'update'))
      ? write(trx, { kind, id: contactId })
      : null,
  );

export const locationWrites = (
  db: StoreDb,
): Pick<ContactStore, 'getLocation' | 'saveLocation' | 'updateLocation' | 'deleteLocation'> => ({
  getLocation: (scope, kind, contactId, label) =>
    readOfRecord(
      db,
      scope,
      kind,
      contactId,
      async (trx) => (await findByLabel(trx, scope, contactId, label)) ?? null,
    ),

  // Create by label, or update the location that already has it (api.md: "the existing location
  // with that label is updated and no new one is created").
  async saveLocation(scope, kind, contactId, input) {
    const label = input.label;
    if (label === undefined || label === '') throw new ContactValidationError([LABEL_REQUIRED]);
    const saved = await writeOfContact(db, scope, kind, contactId, async (trx, record) => {
      const existing = await findByLabel(trx, scope, contactId, label);
      if (existing !== undefined)
        return {
          outcome: 'updated' as const,
          location: await applyUpdate(trx, scope, record, existing, input),
        };
      // The fields the client did not give take their defaults ('', not primary).
      const { id } = await trx
        .insertInto('locations')
        .values({
          ...givenColumns(LOCATION_FIELDS, input),
          account_id: scope.accountId,
          contact_id: contactId,
          label,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.primary === true) await keepSinglePrimary(trx, contactId, id);
      await recordEmbedChange(trx, scope, record, 'location_added', `Location ${label} added`);
      return {
        outcome: 'created' as const,
        location: (await findByLabel(trx, scope, contactId, label))!,
      };
    });
    return saved ?? { outcome: 'not_found' };
  },

  // A new `input.label` renames the location unless another location has that label.
  updateLocation: (scope, kind, contactId, label, input) =>
    writeOfContact(db, scope, kind, contactId, async (trx, record) => {
      const existing = await findByLabel(trx, scope, contactId, label);
      if (existing === undefined) return null;
      if (input.label !== undefined && input.label !== label) {
        if (input.label === '') throw new ContactValidationError([LABEL_REQUIRED]);
        if ((await findByLabel(trx, scope, contactId, input.label)) !== undefined) {
          throw new ContactValidationError([
            `Label "${input.label}" is already used by another location of this record`,
          ]);
        }
      }
      return applyUpdate(trx, scope, record, existing, input);
    }),

  deleteLocation: async (scope, kind, contactId, label) =>
    (await writeOfContact(db, scope, kind, contactId, async (trx, record) => {
      const result = await trx
        .deleteFrom('locations')
        .where('contact_id', '=', contactId)
        .where('account_id', '=', scope.accountId)
        .where('label', '=', label)
        .executeTakeFirst();
      if (changedRows(result) === 0) return false;
      await recordEmbedChange(trx, scope, record, 'location_removed', `Location ${label} removed`);
      return true;
    })) === true,
});
