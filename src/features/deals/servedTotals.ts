import type { DealTotal } from '#xml/dealTotal';
import type { ColumnTotals } from './boardColumns';
import { amountToCents, centsToAmount } from './money';

/**
 * The service's totals per status (`deals/totals.xml`) as the board uses them. Pure functions,
 * tested on their own.
 */

/** Count and sum per status, keyed in lower case (as deals and the totals spell statuses). */
export function totalsByStatus(totals: readonly DealTotal[]): Map<string, ColumnTotals> {
  return new Map(
    totals.map((total) => [
      total.status.toLowerCase(),
      { count: total.count, cents: amountToCents(total.amount) },
    ]),
  );
}

/**
 * The totals as they are once a deal of this amount has gone from one status to another: what
 * the board shows while the move is being saved. Statuses compare without case; a status the
 * totals do not list is left as it is.
 */
export function totalsAfterMove(
  totals: readonly DealTotal[],
  amount: string,
  from: string,
  to: string,
): DealTotal[] {
  const cents = amountToCents(amount);
  const change = (total: DealTotal, sign: 1 | -1): DealTotal => ({
    ...total,
    count: Math.max(0, total.count + sign),
    amount: centsToAmount(amountToCents(total.amount) + sign * cents),
  });
  return totals.map((total) => {
    const status = total.status.toLowerCase();
    if (status === from.toLowerCase()) return change(total, -1);
    if (status === to.toLowerCase()) return change(total, 1);
    return total;
  });
}
