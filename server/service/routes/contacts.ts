import type { Router } from '../http/router';

export function registerContactRoutes(router: Router): void {
  void router;
}
