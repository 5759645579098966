import { encodeStatusList } from '#xml/status';
import { recordNotFound } from '#server/http/httpError';
import { xmlReply } from '../../wire/reply';
import { idParam } from '../../wire/routeContext';
import type { Router } from '../../wire/router';

/** `GET deals/statuses`: the account's configured statuses, in their order (the literal wins over `deals/:id`). */
export function registerDealStatusRoutes(router: Router): void {
  router.add('GET', 'deals/statuses', async (ctx) =>
    xmlReply(encodeStatusList(await ctx.store.accounts.listDealStatuses(ctx.scope.accountId))),
  );
  // The Ruby gem's Deal#statuses asks through a deal: the same list, for a deal of the account.
  router.add('GET', 'deals/:id/statuses', async (ctx) => {
    const id = idParam(ctx);
    if ((await ctx.store.deals.findDeal(ctx.scope, id)) === null) throw recordNotFound('deal', id);
    return xmlReply(
      encodeStatusList(await ctx.store.accounts.listDealStatuses(ctx.scope.accountId)),
    );
  });
}

/**
 * A status a client sent, matched without case against the account's statuses, in lower case as
 * deals store and show it (decisions.md); null when the account has no such status.
 */
export function matchDealStatus(statuses: readonly string[], given: string): string | null {
  const wanted = given.trim().toLowerCase();
  return statuses.find((s) => s.toLowerCase() === wanted)?.toLowerCase() ?? null;
}

/** The status of a deal created without one: `pending` when the account has it, else its first status. */
export function defaultDealStatus(statuses: readonly string[]): string {
  return matchDealStatus(statuses, 'pending') ?? statuses[0]?.toLowerCase() ?? 'pending';
}
