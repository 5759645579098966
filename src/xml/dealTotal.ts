import { intElement, textElement, arrayElement } from './writer';
import { XmlDecodeError } from './decodeError';
import { listItems, parseIntText, requireChild, requireRoot } from './values';
import type { XmlElement } from './tree';

/**
 * One column of the pipeline board as the service totals it (our extension
 * `GET /service/deals/totals.xml`): the deals of one status matching the search, how many and
 * their summed amount (decimal text with two fraction digits, "1234.50").
 */
export interface DealTotal {
  /** Lower case, as deals show it. */
  status: string;
  count: number;
  amount: string;
}

/**
 * `<deal_totals type="array"><deal_total><status>pending</status><count type="integer">12</count>
 * <amount type="decimal">1234.50</amount></deal_total>…</deal_totals>`, one per status of the
 * account in its order, zero counts included.
 */
export function encodeDealTotals(totals: readonly DealTotal[]): string {
  return arrayElement(
    'deal_totals',
    totals,
    (total) =>
      `<deal_total>${textElement('status', total.status)}${intElement('count', total.count)}${textElement('amount', total.amount, { type: 'decimal' })}</deal_total>`,
  );
}

export function decodeDealTotals(el: XmlElement): DealTotal[] {
  return listItems(requireRoot(el, 'deal_totals'), 'deal_total').map((item) => ({
    status: requireChild(item, 'status').text.trim(),
    count: parseIntText(requireChild(item, 'count').text, 'count'),
    amount: totalAmountOf(requireChild(item, 'amount').text),
  }));
}

/** A sum may pass the 13 integer digits of one deal's amount: any length, exactly two decimals. */
function totalAmountOf(text: string): string {
  const trimmed = text.trim();
  if (!/^-?\d+\.\d{2}$/.test(trimmed))
    throw new XmlDecodeError('invalid', 'Amount must be a number with two decimals');
  return trimmed;
}
