import { listDeals } from '../../api/deals';
import { readEveryPage } from '../../api/everyPage';
import type { ApiClient } from '../../api/client/client';
import type { Deal } from '#xml/deal';
import type { DealLinks } from './contactLinks';

/**
 * How many deals a snapshot reads at most (10 requests). The API cannot search deals by contact,
 * so finding a contact's deals means reading the account's deals; past this, a delete would wait
 * too long, and the undo says that links to deals were not kept.
 */
export const DEAL_LINK_SCAN_LIMIT = 5_000;

/** Deal links of several contacts, from one read of the account's deals. */
export interface DealLinkIndex {
  of: (contactId: number) => DealLinks;
}

const dealLabel = (deal: Deal) => (deal.title === '' ? `Deal #${deal.id}` : `“${deal.title}”`);

/**
 * The deals each of `contactIds` is `deal_with` of or related to, read page by page (500 a
 * request) up to DEAL_LINK_SCAN_LIMIT deals: one scan serves a whole bulk delete.
 */
export async function scanDealLinks(
  client: ApiClient,
  contactIds: readonly number[],
  signal?: AbortSignal,
): Promise<DealLinkIndex> {
  const wanted = new Set(contactIds);
  const { records: deals, complete } = await readEveryPage(
    (page, pageSignal) => listDeals(client, page, pageSignal),
    { signal, atMost: DEAL_LINK_SCAN_LIMIT },
  );
  const links = new Map<number, DealLinks>();
  const linksOf = (contactId: number): DealLinks => {
    let found = links.get(contactId);
    if (found === undefined) {
      found = { dealsWith: [], dealsRelated: [], dealsChecked: complete };
      links.set(contactId, found);
    }
    return found;
  };
  for (const deal of deals) {
    const linked = { id: deal.id, label: dealLabel(deal) };
    if (deal.dealWithId !== null && wanted.has(deal.dealWithId))
      linksOf(deal.dealWithId).dealsWith.push(linked);
    for (const contactId of new Set(deal.attachedContactIds))
      if (wanted.has(contactId)) linksOf(contactId).dealsRelated.push(linked);
  }
  return {
    of: (contactId) =>
      links.get(contactId) ?? { dealsWith: [], dealsRelated: [], dealsChecked: complete },
  };
}
