import { encodePersonList, type Person } from '#xml/person';
import { HttpError } from '#server/http/httpError';
import { okReply, xmlReply } from '../../wire/reply';
import { idParam, type RouteContext } from '../../wire/routeContext';
import type { Router } from '../../wire/router';
import { written } from '../../wire/written';
import type { WriteResult } from '../../store/writeResult';
import { loadEmbeds, NO_EMBEDS } from '../embeds';
import { dealNotFound } from './records';
import { relatedContactIdOf } from './relatedContactParam';

/** The deal's related people in the person format, with their tags, locations and comments. */
export async function relatedPeople(ctx: RouteContext, dealId: number): Promise<Person[]> {
  const ids = await ctx.store.deals.relatedPeopleIds(ctx.scope, dealId);
  if (ids === null) throw dealNotFound(dealId);
  const [stored, embeds] = await Promise.all([
    Promise.all(ids.map((id) => ctx.store.contacts.getPerson(ctx.scope, id))),
    loadEmbeds(ctx, 'person', ids),
  ]);
  const people: Person[] = [];
  for (const person of stored) {
    // A person deleted between the two reads is simply not listed.
    if (person === null) continue;
    const { version: _version, ...fields } = person;
    people.push({
      ...fields,
      ...(embeds.get(person.id) ?? NO_EMBEDS),
    });
  }
  return people;
}

/** A missing contact is the body's mistake (422); a missing deal, the path's (404). */
function replyTo(result: WriteResult<unknown>, dealId: number, contactId: number) {
  written(result, (missing) =>
    missing === 'contact'
      ? new HttpError(422, [`Contact ${contactId} does not exist`])
      : dealNotFound(dealId),
  );
  return okReply();
}

/**
 * Related contacts of a deal (its `attached_contacts`): the people among them (api.md: only people
 * records are listed, not companies), add (idempotent) and remove with `contact_id`.
 */
export function registerDealContactRoutes(router: Router): void {
  router.add('GET', 'deals/:id/people', async (ctx) =>
    xmlReply(encodePersonList(await relatedPeople(ctx, idParam(ctx)), ctx.encodeOptions)),
  );

  router.add('PUT', 'deals/:id/add_related_contact', async (ctx) => {
    const id = idParam(ctx);
    const contactId = relatedContactIdOf(ctx);
    return replyTo(
      await ctx.store.deals.addRelatedContact(ctx.scope, id, contactId),
      id,
      contactId,
    );
  });

  router.add('DELETE', 'deals/:id/remove_related_contact', async (ctx) => {
    const id = idParam(ctx);
    const contactId = relatedContactIdOf(ctx);
    return replyTo(
      await ctx.store.deals.removeRelatedContact(ctx.scope, id, contactId),
      id,
      contactId,
    );
  });
}
