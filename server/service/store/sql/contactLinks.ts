import type { StoreDb } from '../dialect/database';
import type { Scope } from '../scope';
import { recordActivity } from './activities';
import { addLink, existingIds, removeLink } from './links';
import { recordExists, recordNameOf, touchRecord } from './records';

const CONTACT_LINKS = { deal: 'deal_contacts', todo: 'todo_contacts' } as const;

/**
 * `no_owner`: the deal or to-do is not in the caller's account; `no_contact`: neither is the
 * contact; `unchanged`: add of a contact already linked, or remove of one that is not.
 */
export type ContactLinkOutcome = 'added' | 'removed' | 'unchanged' | 'no_owner' | 'no_contact';

/**
 * Adds or removes one contact of a deal (its related contacts) or of a to-do (its participants),
 * and touches the owner when that changed it. The owner is locked (link writers of one deal or
 * to-do go one at a time) and the contact kept from vanishing until the write commits.
 */
export function changeContactLink(
  db: StoreDb,
  scope: Scope,
  kind: keyof typeof CONTACT_LINKS,
  ownerId: number,
  contactId: number,
  change: 'add' | 'remove',
): Promise<ContactLinkOutcome> {
  return db.write(async (trx): Promise<ContactLinkOutcome> => {
    if (!(await recordExists(trx, scope, kind, ownerId, 'update'))) return 'no_owner';
    if (!(await existingIds(trx, scope, 'contacts', [contactId], true)).has(contactId))
      return 'no_contact';
    const link = change === 'add' ? addLink : removeLink;
    if (!(await link(trx, CONTACT_LINKS[kind], ownerId, contactId))) return 'unchanged';
    await touchRecord(trx, kind, ownerId);
    const what = kind === 'deal' ? 'related_contact' : 'participant';
    const contactName = await recordNameOf(trx, 'person', contactId);
    await recordActivity(trx, scope, {
      recordKind: kind,
      recordId: ownerId,
      kind: change === 'add' ? `${what}_added` : `${what}_removed`,
      description: `${kind === 'deal' ? 'Related contact' : 'Participant'} ${contactName} ${change === 'add' ? 'added' : 'removed'}`,
    });
    return change === 'add' ? 'added' : 'removed';
  });
}
