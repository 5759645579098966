import type { Router } from '../wire/router';
import { registerAccountRoutes } from './account/registerAccountRoutes';
import { registerActivityRoutes } from './activities';
import { registerCommentRoutes } from './comments';
import { registerCommunicationRoutes } from './communications';
import { registerContactRoutes } from './contacts';
import { registerDealRoutes } from './deals';
import { registerSavedViewRoutes } from './savedViews';
import { registerRestoreRoutes } from './restores';
import { registerSuperTagRoutes } from './superTags';
import { registerTagRoutes } from './tags';
import { registerTodoRoutes } from './todos';
import { registerUserRoutes } from './users';

/** Every endpoint of the service; each area registers its own routes. */
export function registerAllRoutes(router: Router): void {
  registerContactRoutes(router);
  registerDealRoutes(router);
  registerTodoRoutes(router);
  registerCommunicationRoutes(router);
  registerTagRoutes(router);
  registerSuperTagRoutes(router);
  registerCommentRoutes(router);
  registerUserRoutes(router);
  registerActivityRoutes(router);
  registerSavedViewRoutes(router);
  registerRestoreRoutes(router);
  registerAccountRoutes(router);
}
