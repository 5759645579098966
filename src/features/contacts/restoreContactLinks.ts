import { addParticipant } from '../../api/communications';
import { addDealRelatedContact, getDeal, updateDeal } from '../../api/deals';
import { mapConcurrently } from '../../api/client/concurrently';
import type { ApiClient } from '../../api/client/client';
import { getPerson, updatePerson } from '../../api/people';
import { addTodoRelatedContact } from '../../api/todos';
import { whyStepFailed } from './undo/undoOutcome';
import { DEAL_LINK_SCAN_LIMIT } from './scanDealLinks';
import type { ContactLinks, LinkedRecord } from './contactLinks';

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
  const missing = [
    await relinkAll('Employees not linked again', links.employees, async (employee) => {
      const { value: person, etag } = await getPerson(client, employee.id);
      if (person.companyId !== null && person.companyId !== id)
        return `works at ${person.company === '' ? `company #${person.companyId}` : person.company} now`;
      await updatePerson(client, {
        id: employee.id,
        input: { companyId: id },
        ifMatch: etag ?? undefined,
      });
      return null;
    }),
    await relinkAll(
      'Communications it is not back in',
      links.participations,
      async (communication) => {
        await addParticipant(client, {
          id: communication.id,
          contactId: id,
          role: communication.role,
        });
        return null;
      },
    ),
    await relinkAll('To-dos it is not related to again', links.todos, async (todo) => {
      await addTodoRelatedContact(client, { id: todo.id, contactId: id });
      return null;
    }),
    await relinkAll('Deals not with it again', links.dealsWith, async (linked) => {
      const { value: deal, etag } = await getDeal(client, linked.id);
      if (deal.dealWithId !== null && deal.dealWithId !== id)
        return `with ${deal.dealWith === '' ? `contact #${deal.dealWithId}` : deal.dealWith} now`;
      await updateDeal(client, {
        id: linked.id,
        input: { dealWithId: id },
        ifMatch: etag ?? undefined,
      });
      return null;
    }),
    await relinkAll('Deals it is not related to again', links.dealsRelated, async (deal) => {
      await addDealRelatedContact(client, { id: deal.id, contactId: id });
      return null;
    }),
  ].filter((line) => line !== null);
  if (!links.dealsChecked)
    missing.push(
      `Links to deals: not kept, as the account has more than ${DEAL_LINK_SCAN_LIMIT.toLocaleString('en')} deals to look through`,
    );
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
      return why === null ? null : `${record.label} (${why})`;
    } catch (error) {
      return `${record.label} (${whyStepFailed(error)})`;
    }
  });
  const leftOut = outcomes.filter((outcome) => outcome !== null);
  return leftOut.length === 0 ? null : `${heading}: ${leftOut.join(', ')}`;
}
