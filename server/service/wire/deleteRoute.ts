import type { HttpError } from '../../http/httpError';
import { okReply } from './reply';
import { KIND_OF_COLLECTION } from '../store/scope';
import type { WriteResult } from '../store/writeResult';
import { expectedVersionOf } from './ifMatch';
import { idParam, type RouteContext } from './routeContext';
import { written } from './written';
import type { Router } from './router';

/**
 * `DELETE <collection>/:id` with `If-Match` (RFC 9110 §13.1.1): the store's delete compares the
 * version in its own transaction, so a stale one answers 412 and nothing is deleted, even when the
 * change landed just before; `*` or no header deletes whatever the version, as classic clients
 * expect. 404 when there is no such record.
 */
export function addDeleteRoute(
  router: Router,
  collection: string,
  remove: (ctx: RouteContext, id: number, expectedVersion?: number) => Promise<WriteResult>,
  notFound: (id: number) => HttpError,
): void {
  const kind = KIND_OF_COLLECTION[collection];
  if (kind === undefined) throw new Error(`${collection} is no record collection`);
  router.add('DELETE', `${collection}/:id`, async (ctx) => {
    const id = idParam(ctx);
    const expected = await expectedVersionOf(ctx, kind, id);
    written(await remove(ctx, id, expected), () => notFound(id));
    return okReply();
  });
}
