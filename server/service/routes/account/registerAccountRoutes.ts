import type { Router } from '../../wire/router';
import { registerAccountInfoRoute } from './accountInfo';
import { registerAccountStageRoutes } from './accountStages';
import { registerAccountSuperTagRoutes } from './accountSuperTags';
import { registerAccountUserRoutes } from './accountUsers';

/** Our service's account extension, every endpoint under `/service/account`. */
export function registerAccountRoutes(router: Router): void {
  registerAccountInfoRoute(router);
  registerAccountUserRoutes(router);
  registerAccountSuperTagRoutes(router);
  registerAccountStageRoutes(router);
}
