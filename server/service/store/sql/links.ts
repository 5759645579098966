import { sql } from 'kysely';
import type { ParticipantRef } from '../communicationStore';
import type { Executor, StoreDb } from '../dialect/database';
import type { StoreDialect } from '../dialect/dialect';
import type { ContactLinkOwner, LinkChange, Scope } from '../scope';
import { notFound, written, type WriteResult } from '../writeResult';
import { recordEmbedChange } from './activityLog';
import { changedRows, recordExists, touchRecord } from './records';

/** The link tables of deals and to-dos: owner id → linked id. */
const LINK_COLUMNS = {
  deal_communications: { owner: 'deal_id', target: 'communication_id' },
  deal_contacts: { owner: 'deal_id', target: 'contact_id' },
  deal_todos: { owner: 'deal_id', target: 'todo_id' },
  todo_contacts: { owner: 'todo_id', target: 'contact_id' },
} as const;

export type LinkTable = keyof typeof LINK_COLUMNS;

/** The linked ids of the row's owner (ascending) as one column, read with `idList`. */
export function linkedIdsColumn(dialect: StoreDialect, table: LinkTable, ownerRef: string) {
  const { owner, target } = LINK_COLUMNS[table];
  return dialect.idArray(
    sql`SELECT ${sql.ref(target)} AS id FROM ${sql.table(table)} WHERE ${sql.ref(owner)} = ${sql.ref(ownerRef)} ORDER BY ${sql.ref(target)}`,
  );
}

/** Makes `ownerId`'s links exactly `targetIds` (duplicates ignored; none given: left as they are). */
export async function replaceLinks(
  db: Executor,
  table: LinkTable,
  ownerId: number,
  targetIds: readonly number[] | undefined,
): Promise<void> {
  if (targetIds === undefined) return;
  const { owner, target } = LINK_COLUMNS[table];
  await db.deleteFrom(table).where(sql.ref(owner), '=', ownerId).execute();
  const unique = [...new Set(targetIds)];
  if (unique.length === 0) return;
  await db
    .insertInto(table)
    .values(unique.map((id) => ({ [owner]: ownerId, [target]: id }) as never))
    .execute();
}

/** Which of `ids` are no records of the caller's account; the others are kept from deletion until commit. */
export async function missingIds(
  trx: Executor,
  scope: Scope,
  table: 'contacts' | 'communications' | 'todos',
  ids: readonly number[] | undefined,
): Promise<number[]> {
  if (ids === undefined || ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('account_id', '=', scope.accountId)
    .where('id', 'in', unique)
    .forKeyShare()
    .execute();
  const existing = new Set(found.map((r) => r.id));
  return unique.filter((id) => !existing.has(id));
}

/** Touches the deals listing a to-do or communication about to go, in id order (writers lock alike). */
export async function touchDealsListing(
  trx: Executor,
  kind: 'todo' | 'communication',
  id: number,
  now: number,
): Promise<void> {
  const table = `deal_${kind}s` as const;
  const deals = await trx
    .selectFrom(table)
    .select('deal_id')
    .where(sql.ref(LINK_COLUMNS[table].target), '=', id)
    .orderBy('deal_id')
    .execute();
  for (const { deal_id } of deals) await touchRecord(trx, 'deal', deal_id, now);
}

/** The contacts of deals, to-dos and communications (in a role): link table, log words. */
const CONTACT_LINKS = {
  deal: { table: 'deal_contacts', label: 'Related contact', activity: 'related_contact' },
  todo: { table: 'todo_contacts', label: 'Participant', activity: 'participant' },
  communication: { table: 'participants', label: 'Participant', activity: 'participant' },
} as const satisfies Record<ContactLinkOwner, unknown>;

/** A link table's column of the owner's id: `deal_id`, `todo_id`, `communication_id`. */
const ownerColumn = (owner: ContactLinkOwner) => `${owner}_id` as const;

/**
 * Adds or removes a contact of a deal, to-do or communication, touching and logging the owner when
 * that changed it; the owner is locked and the contact kept from deletion until commit.
 */
export function changeContactLink(
  db: StoreDb,
  scope: Scope,
  owner: ContactLinkOwner,
  ownerId: number,
  ref: Partial<ParticipantRef> & { contactId: number },
  change: 'add' | 'remove',
): Promise<WriteResult<LinkChange>> {
  return db.write(async (trx): Promise<WriteResult<LinkChange>> => {
    if (!(await recordExists(trx, scope, owner, ownerId, 'update'))) return notFound();
    const contact = await trx
      .selectFrom('contacts')
      .select(['kind', 'name'])
      .where('id', '=', ref.contactId)
      .where('account_id', '=', scope.accountId)
      .forKeyShare()
      .executeTakeFirst();
    if (contact === undefined || (ref.kind !== undefined && ref.kind !== contact.kind))
      return notFound('contact');
    const { table, label, activity } = CONTACT_LINKS[owner];
    const link = {
      [ownerColumn(owner)]: ownerId,
      contact_id: ref.contactId,
      ...(ref.role === undefined ? {} : { role: ref.role }),
    } as never;
    const write =
      change === 'add'
        ? trx
            .insertInto(table)
            .values(link)
            .onConflict((oc) => oc.doNothing())
        : trx.deleteFrom(table).where((eb) => eb.and(link));
    if (changedRows(await write.executeTakeFirst()) === 0) return written('unchanged');
    const done = change === 'add' ? 'added' : 'removed';
    const role = ref.role === undefined ? '' : ` (${ref.role})`;
    const description = `${label} ${contact.name}${role} ${done}`;
    const record = { kind: owner, id: ownerId };
    await recordEmbedChange(trx, scope, record, `${activity}_${done}`, description);
    return written(done);
  }, scope);
}

/** The ids of the deals, to-dos or communications linked to the contact, as a set for `IN`. */
export function linkedToContact(owner: ContactLinkOwner, contactId: number) {
  const { table } = CONTACT_LINKS[owner];
  return sql<number>`(SELECT ${sql.ref(ownerColumn(owner))} FROM ${sql.table(table)} WHERE contact_id = ${contactId})`;
}
