import {
  decodeStageListWrite,
  decodeStageMove,
  encodeStageList,
  encodeStageMove,
} from '#xml/dealStage';
import { HttpError, unprocessable } from '#server/http/httpError';
import { stageListProblems } from '../../account/stageRules';
import { xmlReply } from '../../wire/reply';
import type { Router } from '../../wire/router';
import { decodeInput, type RouteContext } from '../../wire/routeContext';
import { written } from '../../wire/written';
import { requireAdministrator } from './administrator';

/** The account's stages with how many deals each holds: what the settings screen shows. */
const stageList = async (ctx: RouteContext) =>
  xmlReply(encodeStageList(await ctx.store.accounts.listDealStages(ctx.scope.accountId, true)));

/** The XML body's root, which these endpoints take as it is (`<stages>`, `<move>`). */
function bodyRoot(ctx: RouteContext, name: string) {
  if (ctx.body === null || ctx.body.name !== name)
    throw new HttpError(422, [`Expected a <${name}> document`]);
  return ctx.body;
}

/**
 * The account's deal stages, for its administrators (`/service/account/stages…`): the list with
 * each stage's deal count; the whole list replaced at once (add, rename with `was`, reorder, set
 * a kind, retire); and every deal of one stage moved to another (what a retired stage offers).
 */
export function registerAccountStageRoutes(router: Router): void {
  router.add('GET', 'account/stages', async (ctx) => {
    requireAdministrator(ctx);
    return stageList(ctx);
  });

  router.add('PUT', 'account/stages', async (ctx) => {
    requireAdministrator(ctx);
    const writes = decodeInput(() => decodeStageListWrite(bodyRoot(ctx, 'stages')));
    const current = await ctx.store.accounts.listDealStages(ctx.scope.accountId);
    const problems = stageListProblems(writes, current);
    if (problems.length > 0) throw unprocessable(...problems);
    written(await ctx.store.accounts.changeDealStages(ctx.scope.accountId, writes));
    return stageList(ctx);
  });

  router.add('POST', 'account/stages/moves', async (ctx) => {
    requireAdministrator(ctx);
    const move = decodeInput(() => decodeStageMove(bodyRoot(ctx, 'move')));
    const result = await ctx.store.accounts.moveStageDeals(ctx.scope.accountId, move.from, move.to);
    const deals = written(
      result,
      () => new HttpError(404, [`There is no stage "${move.from.slice(0, 300)}" in this account`]),
    );
    return xmlReply(encodeStageMove({ ...move, deals }));
  });
}
