import { HttpError } from '#server/http/httpError';
import type { RouteContext } from '../../wire/routeContext';

/** The settings endpoints are the account's administrators' only: everyone else gets 403. */
export function requireAdministrator(ctx: RouteContext): void {
  if (ctx.user.role !== 'administrator')
    throw new HttpError(403, [
      "Only the account's administrators can see and change its settings: ask one of them",
    ]);
}
