import type { Location, LocationWrite } from '#xml/location';
import { LOCATION_COLUMNS, LOCATION_FIELDS, locationOfRow } from '../../contactRows';
import type { Executor, StoreDb } from '../../dialect/database';
import type { ContactKind, Scope } from '../../scope';
import { invalid, notFound, written, WRITTEN } from '../../writeResult';
import { recordEmbedChange } from '../activityLog';
import { givenColumns } from '../fieldColumns';
import { changedRows, readOfRecord, recordExists, touchRecord } from '../records';

/** A contact of the caller's account (checked), and the transaction its locations are read or written in. */
type OfContact = { trx: Executor; scope: Scope; kind: ContactKind; id: number };

/** The contact's location with that label, or null. */
async function findByLabel(contact: OfContact, label: string): Promise<Location | null> {
  const row = await contact.trx
    .selectFrom('locations')
    .select(LOCATION_COLUMNS)
    .where((eb) => eb.and({ contact_id: contact.id, account_id: contact.scope.accountId, label }))
    .executeTakeFirst();
  return row === undefined ? null : locationOfRow(row);
}

/**
 * Writes the given fields of the contact's location `existing`, or of a new one labelled
 * `input.label` (the fields not given take their defaults: '', not primary), and logs the change.
 */
async function writeLocation(contact: OfContact, existing: Location | null, input: LocationWrite) {
  const { trx, scope } = contact;
  const label = input.label ?? existing!.label;
  const columns = givenColumns(LOCATION_FIELDS, input);
  const insert = trx
    .insertInto('locations')
    .values({ ...columns, account_id: scope.accountId, contact_id: contact.id, label })
    .returning('id');
  const id = existing === null ? (await insert.executeTakeFirstOrThrow()).id : existing.id!;
  if (existing !== null && Object.keys(columns).length > 0)
    await trx.updateTable('locations').set(columns).where('id', '=', id).execute();
  // A record has at most one primary location: making one primary demotes the others.
  const demotion = trx
    .updateTable('locations')
    .set({ is_primary: 0 })
    .where((eb) => eb.and({ contact_id: contact.id, is_primary: 1 }))
    .where('id', '!=', id);
  const demoted = input.primary === true ? changedRows(await demotion.executeTakeFirst()) : 0;
  const location = (await findByLabel(contact, label))!;
  // A write that changes nothing (the same values sent again) logs nothing.
  if (demoted === 0 && JSON.stringify(location) === JSON.stringify(existing))
    await touchRecord(trx, contact.kind, contact.id);
  else {
    const change = existing === null ? 'added' : 'changed';
    const description = `Location ${location.label} ${change}`;
    await recordEmbedChange(trx, scope, contact, `location_${change}`, description);
  }
  return location;
}

/**
 * A location write in one transaction that first locks the contact, so that its location writers
 * take turns: two concurrent creates of one label make one location. null: no such contact.
 */
const writeOfContact = <T>(
  db: StoreDb,
  { scope, kind, id }: Omit<OfContact, 'trx'>,
  write: (contact: OfContact) => Promise<T>,
): Promise<T | null> =>
  db.write(
    async (trx) =>
      (await recordExists(trx, scope, kind, id, 'update')) ? write({ trx, scope, kind, id }) : null,
    scope,
  );

/** A contact's location by label: read, saved, updated, deleted. */
export const locationWrites = (db: StoreDb) => ({
  getLocation: (scope: Scope, kind: ContactKind, id: number, label: string) =>
    readOfRecord(db, scope, kind, id, (trx) => findByLabel({ trx, scope, kind, id }, label)),

  async saveLocation(
    scope: Scope,
    kind: ContactKind,
    id: number,
    input: LocationWrite & { label: string },
  ) {
    const saved = await writeOfContact(db, { scope, kind, id }, async (contact) => {
      const existing = await findByLabel(contact, input.label);
      const location = await writeLocation(contact, existing, input);
      return written({ created: existing === null, location });
    });
    return saved ?? notFound();
  },

  updateLocation: async (
    scope: Scope,
    kind: ContactKind,
    id: number,
    label: string,
    input: LocationWrite,
  ) =>
    (await writeOfContact(db, { scope, kind, id }, async (contact) => {
      const existing = await findByLabel(contact, label);
      if (existing === null) return notFound();
      if (
        input.label !== undefined &&
        input.label !== label &&
        (await findByLabel(contact, input.label)) !== null
      )
        return invalid({
          field: 'label',
          message: `Label "${input.label}" is already used by another location of this record`,
        });
      return written(await writeLocation(contact, existing, input));
    })) ?? notFound(),

  deleteLocation: async (scope: Scope, kind: ContactKind, id: number, label: string) =>
    (await writeOfContact(db, { scope, kind, id }, async ({ trx, ...contact }) => {
      const result = await trx
        .deleteFrom('locations')
        .where((eb) => eb.and({ contact_id: id, account_id: scope.accountId, label }))
        .executeTakeFirst();
      if (changedRows(result) === 0) return notFound();
      await recordEmbedChange(trx, scope, contact, 'location_removed', `Location ${label} removed`);
      return WRITTEN;
    })) ?? notFound(),
});
