import type { Router } from '../http/router';

export function registerCommentRoutes(router: Router): void {
  void router;
}
