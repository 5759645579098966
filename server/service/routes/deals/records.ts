import { decodeDealWrite, encodeDeal, encodeDealList } from '#xml/deal';
import { recordNotFound, type HttpError } from '#server/http/httpError';
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
import { written } from '../../wire/written';
import { dealChangesOf, newDealOf } from './dealInput';
import { representDeals } from './represent';
import { dealSearchOf } from './search';
import { readOnce } from './assignee';

export const dealNotFound = (id: number): HttpError => recordNotFound('deal', id);

function writeOf(ctx: RouteContext) {
  return decodeInput(() => decodeDealWrite(recordInput(ctx, 'deal')));
}

/** Show (with ETag), list/search (paged, id order), create, update (If-Match), destroy. */
export function registerDealRecordRoutes(router: Router): void {
  router.add('GET', 'deals/:id', async (ctx) => {
    const id = idParam(ctx);
    const record = await ctx.store.deals.findDeal(ctx.scope, id);
    if (record === null) throw dealNotFound(id);
    const [deal] = await representDeals(ctx, [record]);
    return xmlReply(encodeDeal(deal!, ctx.encodeOptions), etagOf(record.version));
  });

  router.add('GET', 'deals', async (ctx) => {
    const page = pageOf(ctx);
    const search = await dealSearchOf(ctx);
    const records =
      search === null ? [] : await ctx.store.deals.searchDeals(ctx.scope, search, page);
    return xmlReply(encodeDealList(await representDeals(ctx, records), ctx.encodeOptions));
  });

  router.add('POST', 'deals', async (ctx) => {
    const input = await newDealOf(ctx, writeOf(ctx));
    const { id } = written(await ctx.store.deals.createDeal(ctx.scope, input));
    return createdReply(`${ctx.baseUrl}/service/deals/${id}.xml`);
  });

  router.add('PUT', 'deals/:id', async (ctx) => {
    const id = idParam(ctx);
    const expected = await expectedVersionOf(ctx, 'deal', id);
    const changes = await dealChangesOf(
      ctx,
      writeOf(ctx),
      readOnce(() => ctx.store.deals.findDeal(ctx.scope, id)),
    );
    const result = await ctx.store.deals.updateDeal(ctx.scope, id, changes, expected);
    return okReply(etagOf(written(result, () => dealNotFound(id)).version));
  });

  addDeleteRoute(
    router,
    'deals',
    (ctx, id, expected) => ctx.store.deals.deleteDeal(ctx.scope, id, expected),
    dealNotFound,
  );
}
