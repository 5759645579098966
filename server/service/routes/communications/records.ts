import {
  decodeCommunicationWrite,
  encodeCommunication,
  encodeCommunicationList,
} from '#xml/communication';
import { isoOf } from '#xml/dates';
import { HttpError, recordNotFound } from '#server/http/httpError';
import { createdReply, etagOf, okReply, xmlReply } from '../../wire/reply';
import {
  decodeInput,
  idParam,
  pageOf,
  recordInput,
  type RouteContext,
} from '../../wire/routeContext';
import { addDeleteRoute } from '../../wire/deleteRoute';
import { expectedVersionOf } from '../../wire/ifMatch';
import type { Router } from '../../wire/router';
import type { ContactKind } from '../../store/scope';
import { recordOfQuery } from '../recordQuery';
import { representCommunications } from './represent';
import { communicationSearchOf } from './search';
import { written } from '../../wire/written';

const notFound = (id: number): HttpError => recordNotFound('communication', id);

function writeOf(ctx: RouteContext) {
  return decodeInput(() => decodeCommunicationWrite(recordInput(ctx, 'communication')));
}

/** Show (with ETag), list/search (paged, id order), create, update (If-Match), destroy. */
export function registerCommunicationRecordRoutes(router: Router): void {
  router.add('GET', 'communications/:id', async (ctx) => {
    const id = idParam(ctx);
    const record = await ctx.store.communications.findCommunication(ctx.scope, id);
    if (record === null) throw notFound(id);
    const [communication] = await representCommunications(ctx, [record]);
    return xmlReply(encodeCommunication(communication!, ctx.encodeOptions), etagOf(record.version));
  });

  router.add('GET', 'communications', async (ctx) => {
    // The PHP library's form of a contact's communications: `?person_id=` or `?company_id=`.
    const contact = await recordOfQuery(ctx, ['person_id', 'company_id']);
    if (contact !== undefined) {
      const kind = contact.kind as ContactKind;
      const records = await ctx.store.communications.communicationsOfContact(
        ctx.scope,
        kind,
        contact.id,
        pageOf(ctx),
      );
      if (records === null) throw recordNotFound(kind, contact.id);
      return xmlReply(
        encodeCommunicationList(await representCommunications(ctx, records), ctx.encodeOptions),
      );
    }
    const search = communicationSearchOf(ctx);
    const records = await ctx.store.communications.searchCommunications(
      ctx.scope,
      search,
      pageOf(ctx),
    );
    return xmlReply(
      encodeCommunicationList(await representCommunications(ctx, records), ctx.encodeOptions),
    );
  });

  router.add('POST', 'communications', async (ctx) => {
    const input = writeOf(ctx);
    if (input.ctype === undefined) throw new HttpError(422, ["Ctype can't be blank"]);
    const created = await ctx.store.communications.createCommunication(ctx.scope, {
      subject: input.subject ?? '',
      body: input.body ?? '',
      // A communication without a date happened when it was recorded.
      date: input.date ?? isoOf(Date.now()),
      ctype: input.ctype,
    });
    const id = written(created);
    return createdReply(`${ctx.baseUrl}/service/communications/${id}.xml`);
  });

  router.add('PUT', 'communications/:id', async (ctx) => {
    const id = idParam(ctx);
    const expected = await expectedVersionOf(ctx, 'communication', id);
    const input = writeOf(ctx);
    const outcome = await ctx.store.communications.updateCommunication(
      ctx.scope,
      id,
      input,
      expected,
    );
    written(outcome, () => notFound(id));
    return okReply();
  });

  addDeleteRoute(
    router,
    'communications',
    (ctx, id, expected) => ctx.store.communications.deleteCommunication(ctx.scope, id, expected),
    notFound,
  );
}
