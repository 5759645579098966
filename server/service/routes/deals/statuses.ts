import { encodeStageList, type DealStage } from '#xml/dealStage';
import { encodeStatusList } from '#xml/status';
import { recordNotFound } from '#server/http/httpError';
import { xmlReply } from '../../wire/reply';
import { idParam } from '../../wire/routeContext';
import type { Router } from '../../wire/router';

/**
 * `GET deals/statuses`: the statuses deals may take (the account's stages not retired), in the
 * account's order (the literal wins over `deals/:id`). `GET deals/stages` (our extension): every
 * stage with its kind and whether it is retired, for everyone (the board's columns follow it).
 */
export function registerDealStatusRoutes(router: Router): void {
  router.add('GET', 'deals/stages', async (ctx) =>
    xmlReply(encodeStageList(await ctx.store.accounts.listDealStages(ctx.scope.accountId))),
  );
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

/**
 * The status of a deal created without one: `pending` when the account has it (not retired), else
 * its first open stage, else its first stage not retired.
 */
export function defaultDealStatus(stages: readonly DealStage[]): string {
  const active = stages.filter((s) => !s.retired);
  const first = active.find((s) => s.kind === 'open') ?? active[0];
  return (
    matchDealStatus(
      active.map((s) => s.name),
      'pending',
    ) ??
    first?.name.toLowerCase() ??
    'pending'
  );
}
