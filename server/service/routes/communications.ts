import type { Router } from '../http/router';

export function registerCommunicationRoutes(router: Router): void {
  void router;
}
