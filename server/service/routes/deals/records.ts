import { decodeDealWrite, encodeDeal, encodeDealList } from '#xml/deal';
import { HttpError, recordNotFound } from '#server/http/httpError';
import { createdReply, etagOf, okReply, xmlReply } from '../../http/reply';
import {
  decodeInput,
  idParam,
  pageOf,
  preconditionFailed,
  recordInput,
  type RouteContext,
} from '../../http/routeContext';
import { addDeleteRoute } from '../../http/deleteRoute';
import { expectedVersionOf } from '../../http/ifMatch';
import type { Router } from '../../http/router';
import type { DealWriteResult } from '../../store/dealStore';
import { dealChangesOf, missingReferenceProblems, newDealOf } from './dealInput';
import { representDeals } from './represent';
import { dealSearchOf } from './search';

export const dealNotFound = (id: number): HttpError => recordNotFound('deal', id);

function writeOf(ctx: RouteContext) {
  return decodeInput(() => decodeDealWrite(recordInput(ctx, 'deal')));
}

/** The store's outcome of an update → the reply's error, or the record's new version. */
function updated(result: DealWriteResult, id: number): number {
  switch (result.status) {
    case 'ok':
      return result.version;
    case 'not_found':
      throw dealNotFound(id);
    case 'stale':
      throw preconditionFailed();
    case 'missing_references':
      throw new HttpError(422, missingReferenceProblems(result.missing));
  }
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
    const result = await ctx.store.deals.createDeal(ctx.scope, input);
    if (result.status === 'missing_references')
      throw new HttpError(422, missingReferenceProblems(result.missing));
    return createdReply(`${ctx.baseUrl}/service/deals/${result.id}.xml`);
  });

  router.add('PUT', 'deals/:id', async (ctx) => {
    const id = idParam(ctx);
    const expected = await expectedVersionOf(ctx, 'deal', id);
    const changes = await dealChangesOf(ctx, writeOf(ctx));
    return okReply(
      etagOf(updated(await ctx.store.deals.updateDeal(ctx.scope, id, changes, expected), id)),
    );
  });

  addDeleteRoute(
    router,
    'deals',
    (ctx, id, expected) => ctx.store.deals.deleteDeal(ctx.scope, id, expected),
    dealNotFound,
  );
}
