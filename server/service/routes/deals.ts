import type { Router } from '../http/router';

export function registerDealRoutes(router: Router): void {
  void router;
}
