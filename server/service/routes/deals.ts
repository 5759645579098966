import type { Router } from '../wire/router';
import { registerDealRecordRoutes } from './deals/records';
import { registerDealContactRoutes } from './deals/relatedContacts';
import { registerDealStatusRoutes } from './deals/statuses';
import { registerDealTotalsRoutes } from './deals/totals';

/** Deals: records, the account's statuses, the board's totals, related contacts (see ./deals/). */
export function registerDealRoutes(router: Router): void {
  registerDealStatusRoutes(router);
  registerDealTotalsRoutes(router);
  registerDealRecordRoutes(router);
  registerDealContactRoutes(router);
}
