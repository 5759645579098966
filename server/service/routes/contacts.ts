import type { Router } from '../wire/router';
import { registerAffiliationRoutes } from './contacts/affiliations';
import { registerCompanyRoutes } from './contacts/companies';
import { registerLocationRoutes } from './contacts/locations';
import { registerPersonRoutes } from './contacts/people';

/** Companies, people, their locations, affiliations and employees. */
export function registerContactRoutes(router: Router): void {
  registerCompanyRoutes(router);
  registerPersonRoutes(router);
  registerLocationRoutes(router);
  registerAffiliationRoutes(router);
}
