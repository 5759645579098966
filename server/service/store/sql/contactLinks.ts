import { sql } from 'kysely';
import type { StoreDb } from '../dialect/database';
import type { ParticipantRef } from '../communicationStore';
import type { Scope } from '../scope';
import { recordEmbedChange } from './activityLog';
import { changedRows, recordExists } from './records';

/** The contacts of deals, to-dos and communications (in a role): link table, owner column, log words. */
const CONTACT_LINKS = {
  deal: {
    table: 'deal_contacts',
    owner: 'deal_id',
    label: 'Related contact',
    activity: 'related_contact',
  },
  todo: { table: 'todo_contacts', owner: 'todo_id', label: 'Participant', activity: 'participant' },
  communication: {
    table: 'participants',
    owner: 'communication_id',
    label: 'Participant',
    activity: 'participant',
  },
} as const;

/** The kinds of record that link contacts. */
export type ContactLinkOwner = keyof typeof CONTACT_LINKS;

/** `no_<owner>`/`no_contact`: not in the caller's account; `unchanged`: nothing to add or remove. */
export type ContactLinkOutcome<O extends ContactLinkOwner> =
  'added' | 'removed' | 'unchanged' | `no_${O}` | 'no_contact';

/**
 * Adds or removes one contact of a deal, to-do or communication, and touches and logs the owner
 * when that changed it; the owner is locked and the contact kept from vanishing until commit.
 */
export function changeContactLink<O extends ContactLinkOwner>(
  db: StoreDb,
  scope: Scope,
  owner: O,
  ownerId: number,
  ref: Partial<ParticipantRef> & { contactId: number },
  change: 'add' | 'remove',
): Promise<ContactLinkOutcome<O>> {
  return db.write(async (trx): Promise<ContactLinkOutcome<O>> => {
    if (!(await recordExists(trx, scope, owner, ownerId, 'update'))) return `no_${owner}` as const;
    const contact = await trx
      .selectFrom('contacts')
      .select(['kind', 'name'])
      .where('id', '=', ref.contactId)
      .where('account_id', '=', scope.accountId)
      .forKeyShare()
      .executeTakeFirst();
    if (contact === undefined || (ref.kind !== undefined && ref.kind !== contact.kind))
      return 'no_contact';
    const { table, label, activity, ...columns } = CONTACT_LINKS[owner];
    const link = {
      [columns.owner]: ownerId,
      contact_id: ref.contactId,
      ...(ref.role === undefined ? {} : { role: ref.role }),
    } as never;
    const result =
      change === 'add'
        ? await trx
            .insertInto(table)
            .values(link)
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst()
        : await trx
            .deleteFrom(table)
            .where((eb) => eb.and(link))
            .executeTakeFirst();
    if (changedRows(result) === 0) return 'unchanged';
    const done = change === 'add' ? 'added' : 'removed';
    const role = ref.role === undefined ? '' : ` (${ref.role})`;
    const description = `${label} ${contact.name}${role} ${done}`;
    await recordEmbedChange(
      trx,
      scope,
      { kind: owner, id: ownerId },
      `${activity}_${done}`,
      description,
    );
    return done;
  });
}

/** The ids of the deals, to-dos or communications linked to the contact, as a set for `IN`. */
export function linkedToContact(owner: ContactLinkOwner, contactId: number) {
  const { table, owner: column } = CONTACT_LINKS[owner];
  return sql<number>`(SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE contact_id = ${contactId})`;
}
