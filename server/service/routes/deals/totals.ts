import { encodeDealTotals, type DealTotal } from '#xml/dealTotal';
import { xmlReply } from '../../wire/reply';
import type { Router } from '../../wire/router';
import { centsTextToAmount, type DealStatusTotal } from '../../store/dealStore';
import { dealSearchOf } from './search';

/**
 * `GET deals/totals` (our extension, docs/api-decisions.md): the pipeline board's column totals
 * in one request. It takes the search parameters of `GET deals` (no paging) and answers one
 * `<deal_total>` per status of the account, in the statuses endpoint's order, zero counts
 * included; a deal whose status the account no longer lists is in no column, as on the board.
 */
export function registerDealTotalsRoutes(router: Router): void {
  router.add('GET', 'deals/totals', async (ctx) => {
    const statuses = await ctx.store.accounts.listDealStatuses(ctx.scope.accountId);
    const search = await dealSearchOf(ctx);
    const found = search === null ? [] : await ctx.store.deals.dealTotals(ctx.scope, search);
    return xmlReply(encodeDealTotals(columnTotals(statuses, found)));
  });
}

function columnTotals(statuses: readonly string[], found: readonly DealStatusTotal[]): DealTotal[] {
  const byStatus = new Map(found.map((total) => [total.status, total]));
  const seen = new Set<string>();
  const totals: DealTotal[] = [];
  for (const configured of statuses) {
    const status = configured.toLowerCase();
    // Two configured names differing only in case are one status of the deals: one column.
    if (seen.has(status)) continue;
    seen.add(status);
    const total = byStatus.get(status);
    totals.push({
      status,
      count: total?.count ?? 0,
      amount: centsTextToAmount(total?.amountCents ?? '0'),
    });
  }
  return totals;
}
