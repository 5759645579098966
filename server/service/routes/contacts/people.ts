import { decodePersonWrite, encodePerson, encodePersonList } from '#xml/person';
import { recordNotFound, type HttpError } from '#server/http/httpError';
import { createdReply, okReply, xmlReply } from '../../wire/reply';
import { addDeleteRoute } from '../../wire/deleteRoute';
import { expectedVersionOf } from '../../wire/ifMatch';
import type { Router } from '../../wire/router';
import { decodeInput, idParam, pageOf, recordInput } from '../../wire/routeContext';
import { written } from '../../wire/written';
import { relatedPeople } from '../deals/relatedContacts';
import { recordOfQuery } from '../recordQuery';
import { recordUrl, searchOf } from './contactInput';
import { withPersonEmbeds } from './embed';
import { cachedContactPage, encodeContactPage, showContact } from './showContact';
import { withSortHeader } from './sortParam';

const noSuchPerson = (id: number): HttpError => recordNotFound('person', id);
/** People (decisions.md "Person"): the company endpoints mirrored, plus the employer by id or name. */
export function registerPersonRoutes(router: Router): void {
  router.add('GET', 'people', async (ctx) => {
    // `?deal_id=`: the deal's related people (the client libraries' Deal#people), as deals/:id/people.
    const deal = await recordOfQuery(ctx, ['deal_id']);
    if (deal !== undefined)
      return xmlReply(encodePersonList(await relatedPeople(ctx, deal.id), ctx.encodeOptions));
    const search = searchOf(ctx, 'person');
    const page = pageOf(ctx);
    const cached = await cachedContactPage(ctx, 'person', 'people', search, page);
    if (cached !== undefined) return withSortHeader(xmlReply(cached), search.sort);
    const people = await ctx.store.contacts.listPeople(ctx.scope, search, page);
    const list = await encodeContactPage(ctx, 'person', 'people', people, async (missing) =>
      (await withPersonEmbeds(ctx, missing)).map((p) => encodePerson(p, ctx.encodeOptions)),
    );
    return withSortHeader(xmlReply(list), search.sort);
  });

  router.add('GET', 'people/:id', async (ctx) =>
    showContact(ctx, 'person', idParam(ctx), async (id) => {
      const stored = await ctx.store.contacts.getPerson(ctx.scope, id);
      if (stored === null) return null;
      const [person] = await withPersonEmbeds(ctx, [stored]);
      return { version: stored.version, root: encodePerson(person!, ctx.encodeOptions) };
    }),
  );

  router.add('POST', 'people', async (ctx) => {
    const input = decodeInput(() => decodePersonWrite(recordInput(ctx, 'person')));
    // The store checks that a person keeps a name (an update needs the stored names for that).
    const id = written(await ctx.store.contacts.createPerson(ctx.scope, input));
    return createdReply(recordUrl(ctx, 'people', id));
  });

  router.add('PUT', 'people/:id', async (ctx) => {
    const id = idParam(ctx);
    const expected = await expectedVersionOf(ctx, 'person', id);
    const input = decodeInput(() => decodePersonWrite(recordInput(ctx, 'person')));
    const outcome = await ctx.store.contacts.updatePerson(ctx.scope, id, input, expected);
    written(outcome, () => noSuchPerson(id));
    return okReply();
  });

  addDeleteRoute(
    router,
    'people',
    (ctx, id, expected) => ctx.store.contacts.deletePerson(ctx.scope, id, expected),
    noSuchPerson,
  );
}
