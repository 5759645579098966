import { decodeCompanyWrite, encodeCompany } from '#xml/company';
import { encodePerson } from '#xml/person';
import { HttpError, recordNotFound } from '#server/http/httpError';
import { createdReply, okReply, xmlReply } from '../../wire/reply';
import { addDeleteRoute } from '../../wire/deleteRoute';
import { expectedVersionOf } from '../../wire/ifMatch';
import type { Router } from '../../wire/router';
import { decodeInput, idParam, pageOf, recordInput } from '../../wire/routeContext';
import { written } from '../../wire/written';
import { recordUrl, searchOf } from './contactInput';
import { withCompanyEmbeds, withPersonEmbeds } from './embed';
import { cachedContactPage, encodeContactPage, showContact } from './showContact';
import { withSortHeader } from './sortParam';

const noSuchCompany = (id: number): HttpError => recordNotFound('company', id);
/** A company needs a name: the body alone shows it, so this route is the one place the rule lives. */
const NAME_REQUIRED = "Name can't be blank";

/** Companies (api.md "Companies"): show, list/search, create, update, destroy, and employees. */
export function registerCompanyRoutes(router: Router): void {
  router.add('GET', 'companies', async (ctx) => {
    const search = searchOf(ctx, 'company');
    const page = pageOf(ctx);
    const cached = await cachedContactPage(ctx, 'company', 'companies', search, page);
    if (cached !== undefined) return withSortHeader(xmlReply(cached), search.sort);
    const companies = await ctx.store.contacts.listCompanies(ctx.scope, search, page);
    const list = await encodeContactPage(ctx, 'company', 'companies', companies, async (missing) =>
      (await withCompanyEmbeds(ctx, missing)).map((c) => encodeCompany(c, ctx.encodeOptions)),
    );
    return withSortHeader(xmlReply(list), search.sort);
  });

  router.add('GET', 'companies/:id', async (ctx) =>
    showContact(ctx, 'company', idParam(ctx), async (id) => {
      const stored = await ctx.store.contacts.getCompany(ctx.scope, id);
      if (stored === null) return null;
      const [company] = await withCompanyEmbeds(ctx, [stored]);
      return { version: stored.version, root: encodeCompany(company!, ctx.encodeOptions) };
    }),
  );

  router.add('POST', 'companies', async (ctx) => {
    const input = decodeInput(() => decodeCompanyWrite(recordInput(ctx, 'company')));
    if (input.name === undefined || input.name === '') throw new HttpError(422, [NAME_REQUIRED]);
    const id = written(await ctx.store.contacts.createCompany(ctx.scope, input));
    return createdReply(recordUrl(ctx, 'companies', id));
  });

  router.add('PUT', 'companies/:id', async (ctx) => {
    const id = idParam(ctx);
    const expected = await expectedVersionOf(ctx, 'company', id);
    const input = decodeInput(() => decodeCompanyWrite(recordInput(ctx, 'company')));
    if (input.name === '') throw new HttpError(422, [NAME_REQUIRED]);
    const outcome = await ctx.store.contacts.updateCompany(ctx.scope, id, input, expected);
    written(outcome, () => noSuchCompany(id));
    return okReply();
  });

  addDeleteRoute(
    router,
    'companies',
    (ctx, id, expected) => ctx.store.contacts.deleteCompany(ctx.scope, id, expected),
    noSuchCompany,
  );

  // Employees: people whose company_id is this company, each carrying company and company_id.
  router.add('GET', 'companies/:id/people', async (ctx) => {
    const id = idParam(ctx);
    const people = await ctx.store.contacts.employeesOf(ctx.scope, id, pageOf(ctx));
    if (people === null) throw noSuchCompany(id);
    return xmlReply(
      await encodeContactPage(ctx, 'person', 'people', people, async (missing) =>
        (await withPersonEmbeds(ctx, missing)).map((p) => encodePerson(p, ctx.encodeOptions)),
      ),
    );
  });
}
