import type { Router } from '../http/router';

export function registerTodoRoutes(router: Router): void {
  void router;
}
