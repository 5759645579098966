import { recordNotFound } from '#server/http/httpError';
import { xmlReply } from '../wire/reply';
import { idParam, type RouteContext } from '../wire/routeContext';
import type { Router } from '../wire/router';
import type { ContactKind } from '../store/scope';

const CONTACT_COLLECTIONS: readonly { collection: string; kind: ContactKind }[] = [
  { collection: 'companies', kind: 'company' },
  { collection: 'people', kind: 'person' },
];

/**
 * `companies/:id/<records>` and `people/:id/<records>`: the records a contact takes part in, as
 * `list` reads and encodes them; null from `list` means there is no such contact of that kind
 * in the account (404, worded as every missing record is).
 */
export function addOfContactRoutes(
  router: Router,
  records: string,
  list: (ctx: RouteContext, kind: ContactKind, contactId: number) => Promise<string | null>,
): void {
  for (const { collection, kind } of CONTACT_COLLECTIONS) {
    router.add('GET', `${collection}/:id/${records}`, async (ctx) => {
      const id = idParam(ctx);
      const xml = await list(ctx, kind, id);
      if (xml === null) throw recordNotFound(kind, id);
      return xmlReply(xml);
    });
  }
}
