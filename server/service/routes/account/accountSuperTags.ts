import type { SuperTagDefinition } from '#xml/superTag';
import {
  decodeSuperTagSettingsWrite,
  encodeSuperTagSettings,
  encodeSuperTagSettingsList,
  type SuperTagSettings,
  type SuperTagSettingsWrite,
} from '#xml/superTagSettings';
import { HttpError, unprocessable } from '#server/http/httpError';
import { canonicalType, definitionProblems } from '../../account/superTagRules';
import type { Reply } from '../../wire/reply';
import { xmlReply } from '../../wire/reply';
import type { Router } from '../../wire/router';
import { decodeInput, idParam, recordInput, type RouteContext } from '../../wire/routeContext';
import { written } from '../../wire/written';
import { requireAdministrator } from './administrator';

const noSuperTag = (id: number): HttpError =>
  new HttpError(404, [`No SuperTag with id ${id} in this account`]);

/** The body's SuperTag, its types in canonical spelling, refused (422) when any rule is broken. */
function checkedWrite(ctx: RouteContext): SuperTagSettingsWrite {
  const raw = decodeInput(() => decodeSuperTagSettingsWrite(recordInput(ctx, 'super_tag')));
  const write = { ...raw, fields: raw.fields.map((f) => ({ ...f, type: canonicalType(f.type) })) };
  const definition: SuperTagDefinition = {
    name: write.name,
    fields: write.fields.map((f) => ({ ...f, options: f.options.map((o) => o.name), text: '' })),
  };
  const problems = definitionProblems(definition);
  if (write.fields.some((f) => f.options.some((o) => o.name === '')))
    problems.push("An option's name can't be blank");
  if (problems.length > 0) throw unprocessable(...problems);
  return write;
}

async function settingsOf(ctx: RouteContext, id: number): Promise<SuperTagSettings> {
  const settings = await ctx.store.tags.getSuperTagSettings(ctx.scope.accountId, id);
  if (settings === null) throw noSuperTag(id);
  return settings;
}

/**
 * SuperTags defined by the account's administrators (`/service/account/supertags…`): list with
 * how many records carry each, one with each field's and option's count, create (the same
 * definition code as `npm run admin -- define-supertag`), change field by field, delete.
 */
export function registerAccountSuperTagRoutes(router: Router): void {
  router.add('GET', 'account/supertags', async (ctx) => {
    requireAdministrator(ctx);
    return xmlReply(
      encodeSuperTagSettingsList(await ctx.store.tags.listSuperTagSettings(ctx.scope.accountId)),
    );
  });

  router.add('POST', 'account/supertags', async (ctx): Promise<Reply> => {
    requireAdministrator(ctx);
    const write = checkedWrite(ctx);
    if ((await ctx.store.tags.getSuperTag(ctx.scope.accountId, write.name)) !== null)
      throw new HttpError(409, [`A SuperTag named "${write.name}" exists already`]);
    const definition: SuperTagDefinition = {
      name: write.name,
      fields: write.fields.map((f) => ({ ...f, options: f.options.map((o) => o.name), text: '' })),
    };
    const id = written(await ctx.store.tags.defineSuperTag(ctx.scope.accountId, definition));
    const reply = xmlReply(encodeSuperTagSettings(await settingsOf(ctx, id)));
    return {
      ...reply,
      status: 201,
      headers: { location: `${ctx.baseUrl}/service/account/supertags/${id}.xml` },
    };
  });

  router.add('GET', 'account/supertags/:id', async (ctx) => {
    requireAdministrator(ctx);
    return xmlReply(encodeSuperTagSettings(await settingsOf(ctx, idParam(ctx))));
  });

  router.add('PUT', 'account/supertags/:id', async (ctx) => {
    requireAdministrator(ctx);
    const id = idParam(ctx);
    const write = checkedWrite(ctx);
    const result = await ctx.store.tags.changeSuperTag(ctx.scope.accountId, id, write);
    const { lostValues } = written(result, () => noSuperTag(id));
    return xmlReply(encodeSuperTagSettings({ ...(await settingsOf(ctx, id)), lostValues }));
  });

  router.add('DELETE', 'account/supertags/:id', async (ctx) => {
    requireAdministrator(ctx);
    const id = idParam(ctx);
    const before = await settingsOf(ctx, id);
    const records = written(await ctx.store.tags.deleteSuperTag(ctx.scope.accountId, id), () =>
      noSuperTag(id),
    );
    return xmlReply(encodeSuperTagSettings({ ...before, records }));
  });
}
