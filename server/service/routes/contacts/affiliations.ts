import { encodeAffiliationList } from '#xml/affiliation';
import { recordNotFound } from '#server/http/httpError';
import { xmlReply } from '../../http/reply';
import type { Router } from '../../http/router';
import { idParam } from '../../http/routeContext';
import type { ContactKind } from '../../store/contactStore';

/**
 * Affiliations: a company's people (record_type Person) and a person's company (record_type
 * Company); the label is the person's title, or "Employee".
 */
export function registerAffiliationRoutes(router: Router): void {
  for (const [collection, kind] of [
    ['companies', 'company'],
    ['people', 'person'],
  ] as const satisfies readonly (readonly [string, ContactKind])[]) {
    router.add('GET', `${collection}/:id/affiliations`, async (ctx) => {
      const id = idParam(ctx);
      const affiliations = await ctx.store.contacts.affiliationsOf(ctx.scope, kind, id);
      if (affiliations === null) throw recordNotFound(kind, id);
      return xmlReply(encodeAffiliationList(affiliations));
    });
  }
}
