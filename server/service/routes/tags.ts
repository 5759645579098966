import type { Router } from '../http/router';

export function registerTagRoutes(router: Router): void {
  void router;
}
