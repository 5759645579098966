import type { Router } from '../http/router';
import { registerDealRecordRoutes } from './deals/records';
import { registerDealContactRoutes } from './deals/relatedContacts';
import { registerDealStatusRoutes } from './deals/statuses';

/** Deals: records, the account's statuses, related contacts (see ./deals/). */
export function registerDealRoutes(router: Router): void {
  registerDealStatusRoutes(router);
  registerDealRecordRoutes(router);
  registerDealContactRoutes(router);
}
