import { addParticipant } from '../../api/communications';
import { addDealRelatedContact, getDeal, updateDeal } from '../../api/deals';
import { mapConcurrently } from '../../api/client/concurrently';
import type { ApiClient } from '../../api/client/client';
import { getPerson, updatePerson } from '../../api/people';
import { addTodoRelatedContact } from '../../api/todos';
import { whyStepFailed } from './undo/undoOutcome';
import { DEAL_LINK_SCAN_LIMIT } from './scanDealLinks';
import type { ContactLinks, LinkedRecord } from './contactLinks';
import { formatNumber } from '#lib/formatNumber';
import { contactsMessages } from './messages';

/** Re-links one record; resolves with why it was left as it is, or null when it is linked again. */
type Relink<L extends LinkedRecord> = (linked: L) => Promise<string | null>;

/**
 * Links the re-created contact `id` to what the deleted one was linked to (see ContactLinks),
 * through the API: employees get it as `company_id`, communications get it back as participant
 * in the same role, to-dos and deals as related contact, deals as `deal_with`. An employee or
 * deal that got another company or party meanwhile keeps it. Resolves with what did not come
 * back, one sentence per kind of link.
 */
export async function restoreContactLinks(
  client: ApiClient,
  id: number,
  links: ContactLinks,
): Promise<string[]> {
  const { t } = contactsMessages;
  const missing = [
    await relinkAll(t('relink.employees'), links.employees, async (employee) => {
      const { value: person, etag } = await getPerson(client, employee.id);
      if (person.companyId !== null && person.companyId !== id)
        return t('relink.worksAt', {
          company:
            person.company === ''
              ? t('relink.companyNumber', { id: person.companyId })
              : person.company,
        });
      await updatePerson(client, {
        id: employee.id,
        input: { companyId: id },
        ifMatch: etag ?? undefined,
      });
      return null;
    }),
    await relinkAll(t('relink.communications'), links.participations, async (communication) => {
      await addParticipant(client, {
        id: communication.id,
        contactId: id,
        role: communication.role,
      });
      return null;
    }),
    await relinkAll(t('relink.todos'), links.todos, async (todo) => {
      await addTodoRelatedContact(client, { id: todo.id, contactId: id });
      return null;
    }),
    await relinkAll(t('relink.dealsWith'), links.dealsWith, async (linked) => {
      const { value: deal, etag } = await getDeal(client, linked.id);
      if (deal.dealWithId !== null && deal.dealWithId !== id)
        return t('relink.withNow', {
          contact:
            deal.dealWith === ''
              ? t('relink.contactNumber', { id: deal.dealWithId })
              : deal.dealWith,
        });
      await updateDeal(client, {
        id: linked.id,
        input: { dealWithId: id },
        ifMatch: etag ?? undefined,
      });
      return null;
    }),
    await relinkAll(t('relink.dealsRelated'), links.dealsRelated, async (deal) => {
      await addDealRelatedContact(client, { id: deal.id, contactId: id });
      return null;
    }),
  ].filter((line) => line !== null);
  if (!links.dealsChecked)
    missing.push(t('relink.dealsNotKept', { limit: formatNumber(DEAL_LINK_SCAN_LIMIT) }));
  return missing;
}

/** Re-links each record (a few requests at a time); one line naming those left out, or null. */
async function relinkAll<L extends LinkedRecord>(
  heading: string,
  linked: readonly L[],
  relink: Relink<L>,
): Promise<string | null> {
  const outcomes = await mapConcurrently(linked, async (record) => {
    try {
      const why = await relink(record);
      return why === null
        ? null
        : contactsMessages.t('relink.record', { label: record.label, why });
    } catch (error) {
      return contactsMessages.t('relink.record', {
        label: record.label,
        why: whyStepFailed(error),
      });
    }
  });
  const leftOut = outcomes.filter((outcome) => outcome !== null);
  return leftOut.length === 0
    ? null
    : contactsMessages.t('relink.line', { heading, records: leftOut.join(', ') });
}
