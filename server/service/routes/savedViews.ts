import {
  decodeSavedViewWrite,
  encodeSavedView,
  encodeSavedViewList,
  isSavedViewList,
  type SavedViewList,
  type SavedViewWrite,
} from '#xml/savedView';
import { child } from '#xml/tree';
import { HttpError, recordNotFound } from '../../http/httpError';
import type { NotOwner } from '../store/savedViewStore';
import type { WriteResult } from '../store/writeResult';
import { createdReply, okReply, xmlReply } from '../wire/reply';
import { decodeInput, idParam, recordInput, type RouteContext } from '../wire/routeContext';
import type { Router } from '../wire/router';
import { written } from '../wire/written';

const viewNotFound = (id: number): HttpError => recordNotFound('view', id);

const notOwner = (): HttpError =>
  new HttpError(403, ['Only the user who saved this view may change or delete it']);

/** The fields of a `<view>` body; every limit (name, list, address, columns) answers 422. */
const viewWriteOf = (ctx: RouteContext): SavedViewWrite =>
  decodeInput(() => decodeSavedViewWrite(recordInput(ctx, 'view')));

/** The `list` parameter: absent or blank for every list; an unknown one is a 400. */
function listOfQuery(ctx: RouteContext): SavedViewList | undefined {
  const text = child(ctx.query, 'list')?.text.trim() ?? '';
  if (text === '') return undefined;
  if (!isSavedViewList(text)) throw new HttpError(400, [`No such list: ${text.slice(0, 40)}`]);
  return text;
}

/** A change of the caller's own view: 403 when it is another user's shared view. */
function ownWrite(result: WriteResult | NotOwner, id: number): void {
  if (result.status === 'not_owner') throw notOwner();
  written(result, () => viewNotFound(id));
}

/**
 * Saved views (our extension, under the account-settings prefix `account/`): per user, shared
 * views readable by the account's users, only the owner changes or deletes one.
 */
export function registerSavedViewRoutes(router: Router): void {
  // `?list=deals` keeps one screen's views.
  router.add('GET', 'account/views', async (ctx) => {
    const page = await ctx.store.savedViews.listViews(ctx.scope, listOfQuery(ctx));
    return xmlReply(encodeSavedViewList(page.views, page.truncated));
  });

  router.add('POST', 'account/views', async (ctx) => {
    const write = viewWriteOf(ctx);
    const { name, list } = write;
    if (name === undefined) throw new HttpError(422, ["Name can't be blank"]);
    if (list === undefined) throw new HttpError(422, ["List can't be blank"]);
    const id = written(await ctx.store.savedViews.createView(ctx.scope, { ...write, name, list }));
    return createdReply(`${ctx.baseUrl}/service/account/views/${id}.xml`);
  });

  router.add('GET', 'account/views/:id', async (ctx) => {
    const id = idParam(ctx);
    const view = await ctx.store.savedViews.findView(ctx.scope, id);
    if (view === null) throw viewNotFound(id);
    return xmlReply(encodeSavedView(view));
  });

  router.add('PUT', 'account/views/:id', async (ctx) => {
    const id = idParam(ctx);
    ownWrite(await ctx.store.savedViews.updateView(ctx.scope, id, viewWriteOf(ctx)), id);
    return okReply();
  });

  router.add('DELETE', 'account/views/:id', async (ctx) => {
    const id = idParam(ctx);
    ownWrite(await ctx.store.savedViews.deleteView(ctx.scope, id), id);
    return okReply();
  });
}
