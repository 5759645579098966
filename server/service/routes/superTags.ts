import type { Router } from '../http/router';

export function registerSuperTagRoutes(router: Router): void {
  void router;
}
