import {
  decodeSuperTagWrite,
  encodeRecordSuperTag,
  encodeRecordSuperTagList,
  encodeSuperTagDefinition,
  encodeSuperTagDefinitionList,
} from '#xml/superTag';
import { child, makeElement, type XmlElement } from '#xml/tree';
import { HttpError } from '../../http/httpError';
import { okReply, xmlReply } from '../wire/reply';
import { checkIfMatch } from '../wire/ifMatch';
import type { Router } from '../wire/router';
import { recordInput, type RouteContext } from '../wire/routeContext';
import { taggedRecordNotFound, superTaggableRecord, type RecordRef } from './tags/recordParams';
import { written } from '../wire/written';
import type { WriteResult } from '../store/writeResult';

/**
 * The SuperTag a client names, in a path (`super_tags/:name`) or as `?name=`: the account's
 * SuperTag of exactly that name (case ignored) first; else the name as ActiveResource 6 encodes
 * it (`+` for a space: `Customer+profile`), then as the PHP library writes it (lower case, `_`
 * for a space: `customer_profile` for "Customer profile"). So when two SuperTags' names would
 * collide ("customer_profile" and "Customer profile"), the exact name wins. A name that matches
 * nothing is returned as given (the caller answers 404).
 */
async function superTagName(ctx: RouteContext, raw = ctx.params['name'] ?? ''): Promise<string> {
  const name = raw.trim();
  if (name === '' || (await ctx.store.tags.getSuperTag(ctx.scope.accountId, name)) !== null)
    return name;
  const fold = (text: string): string => text.toLowerCase();
  const definitions = await ctx.store.tags.listSuperTags(ctx.scope.accountId);
  const spaced = fold(name.replace(/\+/g, ' '));
  const match =
    definitions.find((d) => fold(d.name) === spaced) ??
    definitions.find((d) => fold(d.name).replace(/ /g, '_') === fold(name));
  return match?.name ?? name;
}
const noSuperTag = (name: string): HttpError =>
  new HttpError(404, [`No SuperTag named "${name.slice(0, 255)}"`]);

/** A PUT with no body at all adds the SuperTag without values; otherwise the `<super_tag>` (or `super_tag[…]` form). */
function superTagInput(ctx: RouteContext): XmlElement {
  if (ctx.body === null && !ctx.query.children.some((c) => c.name === 'super_tag'))
    return makeElement('super_tag');
  return recordInput(ctx, 'super_tag');
}

/** A SuperTag write's result on `record` → its reply's error: the record or the SuperTag is missing. */
function checkWritten(result: WriteResult, record: RecordRef, name: string): void {
  written(result, (missing) =>
    missing === 'supertag' ? noSuperTag(name) : taggedRecordNotFound(record),
  );
}

/**
 * SuperTags (api.md "SuperTags"): the account's definitions (read only: they come from admin
 * commands and demo data) and SuperTags on people, companies and deals with their values.
 * PUT adds or updates and answers exactly 200; DELETE of a SuperTag the record lacks is a no-op 200.
 */
export function registerSuperTagRoutes(router: Router): void {
  router.add('GET', 'super_tags', async (ctx) => {
    const definitions = await ctx.store.tags.listSuperTags(ctx.scope.accountId);
    // `?name=`: the one definition, as a list (empty when there is none).
    const wanted = child(ctx.query, 'name')?.text;
    if (wanted === undefined) return xmlReply(encodeSuperTagDefinitionList(definitions));
    const name = (await superTagName(ctx, wanted)).toLowerCase();
    return xmlReply(
      encodeSuperTagDefinitionList(definitions.filter((d) => d.name.toLowerCase() === name)),
    );
  });

  router.add('GET', 'super_tags/:name', async (ctx) => {
    const name = await superTagName(ctx);
    const definition = await ctx.store.tags.getSuperTag(ctx.scope.accountId, name);
    if (definition === null) throw noSuperTag(name);
    return xmlReply(encodeSuperTagDefinition(definition));
  });

  router.add('GET', ':records/:id/super_tags', async (ctx) => {
    const record = superTaggableRecord(ctx);
    const superTags = await ctx.store.tags.recordSuperTags(ctx.scope, record.kind, record.id);
    if (superTags === null) throw taggedRecordNotFound(record);
    // `?name=`: the one SuperTag of the record, as a list (empty when it does not have it).
    const wanted = child(ctx.query, 'name')?.text;
    if (wanted === undefined) return xmlReply(encodeRecordSuperTagList(superTags));
    const name = (await superTagName(ctx, wanted)).toLowerCase();
    return xmlReply(
      encodeRecordSuperTagList(superTags.filter((t) => t.name.toLowerCase() === name)),
    );
  });

  router.add('GET', ':records/:id/super_tags/:name', async (ctx) => {
    const record = superTaggableRecord(ctx);
    const name = await superTagName(ctx);
    const [superTags, tag] = await Promise.all([
      ctx.store.tags.recordSuperTags(ctx.scope, record.kind, record.id),
      ctx.store.tags.getTag(ctx.scope, name),
    ]);
    if (superTags === null) throw taggedRecordNotFound(record);
    if (tag === null || !tag.supertag) throw noSuperTag(name);
    const superTag = superTags.find((s) => s.id === tag.id);
    if (superTag === undefined)
      throw new HttpError(404, [`This ${record.kind} does not have the SuperTag "${tag.name}"`]);
    return xmlReply(encodeRecordSuperTag(superTag));
  });

  router.add('PUT', ':records/:id/super_tags/:name', async (ctx) => {
    const record = superTaggableRecord(ctx);
    const name = await superTagName(ctx);
    const input = superTagInput(ctx);
    await checkIfMatch(ctx, record.kind, record.id);
    const outcome = await ctx.store.tags.putRecordSuperTag(
      ctx.scope,
      record.kind,
      record.id,
      name,
      (definition) => decodeSuperTagWrite(input, definition),
    );
    checkWritten(outcome, record, name);
    return okReply();
  });

  router.add('DELETE', ':records/:id/super_tags/:name', async (ctx) => {
    const record = superTaggableRecord(ctx);
    const name = await superTagName(ctx);
    checkWritten(
      await ctx.store.tags.removeRecordSuperTag(ctx.scope, record.kind, record.id, name),
      record,
      name,
    );
    return okReply();
  });
}
