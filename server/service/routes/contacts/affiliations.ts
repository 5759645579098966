import { encodeAffiliationList } from '#xml/affiliation';
import { HttpError, recordNotFound } from '#server/http/httpError';
import { xmlReply } from '../../wire/reply';
import type { Router } from '../../wire/router';
import { idParam } from '../../wire/routeContext';
import type { ContactKind } from '../../store/scope';
import { recordOfQuery } from '../recordQuery';

/**
 * Affiliations: a company's people (record_type Person) and a person's company (record_type
 * Company); the label is the person's title, or "Employee".
 */
export function registerAffiliationRoutes(router: Router): void {
  // The PHP library's form: `affiliations.xml?person_id=` or `?company_id=`.
  router.add('GET', 'affiliations', async (ctx) => {
    const record = await recordOfQuery(ctx, ['person_id', 'company_id']);
    if (record === undefined)
      throw new HttpError(400, ['Give person_id or company_id: affiliations are of one contact']);
    const kind = record.kind as ContactKind;
    const affiliations = await ctx.store.contacts.affiliationsOf(ctx.scope, kind, record.id);
    if (affiliations === null) throw recordNotFound(kind, record.id);
    return xmlReply(encodeAffiliationList(affiliations));
  });

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
