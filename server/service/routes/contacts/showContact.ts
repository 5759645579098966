import { recordNotFound } from '#server/http/httpError';
import { recordListElement } from '#xml/writer';
import { etagOf, xmlReply, type Reply } from '../../wire/reply';
import type { RouteContext } from '../../wire/routeContext';
import type { PersonSearch } from '../../store/contactStore';
import type { ContactKind, Page } from '../../store/scope';

/**
 * Shows a company or person from the representation cache when its version is unchanged
 * (one version lookup), else loads and encodes it and caches the result. The key includes the
 * account's UTC offset, which the encoding of comment times depends on.
 */
export async function showContact(
  ctx: RouteContext,
  kind: ContactKind,
  id: number,
  load: (id: number) => Promise<{ version: number; root: string } | null>,
): Promise<Reply> {
  const key = `${ctx.scope.accountId}:${kind}:${id}:${ctx.encodeOptions.utcOffsetMinutes ?? 0}`;
  const version = await ctx.store.contacts.contactVersion(ctx.scope, kind, id);
  if (version === null) throw recordNotFound(kind, id);
  const cached = ctx.cache.get(key, version);
  if (cached !== undefined) return xmlReply(cached, etagOf(version));
  const loaded = await load(id);
  if (loaded === null) throw recordNotFound(kind, id);
  ctx.cache.set(key, loaded.version, loaded.root);
  return xmlReply(loaded.root, etagOf(loaded.version));
}

/**
 * A list page answered from the cache alone when the page's ids and versions (one lean query, in
 * the order the search asks for) are all cached at those versions; undefined when any is
 * missing, so the caller reads it fully. The order always comes from the store, never from the
 * cache: a rename moves the record in a name order at once.
 */
export async function cachedContactPage(
  ctx: RouteContext,
  kind: ContactKind,
  plural: string,
  search: PersonSearch,
  page: Page,
): Promise<string | undefined> {
  const versions = await ctx.store.contacts.listContactVersions(ctx.scope, kind, search, page);
  const bodies: string[] = [];
  for (const { id, version } of versions) {
    const body = ctx.cache.get(
      `${ctx.scope.accountId}:${kind}:${id}:${ctx.encodeOptions.utcOffsetMinutes ?? 0}`,
      version,
    );
    if (body === undefined) return undefined;
    bodies.push(body);
  }
  return recordListElement(plural, bodies, (body) => body);
}

/**
 * A page of companies or people as `<plural type="array">`: records whose version is cached are
 * taken from the cache, the others get their tags and comments in one batch, are encoded and
 * cached. The page's rows (with versions) still come from the store, so the list is always current.
 */
export async function encodeContactPage<S extends { id: number; version: number }>(
  ctx: RouteContext,
  kind: ContactKind,
  plural: string,
  page: readonly S[],
  encodeMissing: (records: readonly S[]) => Promise<string[]>,
): Promise<string> {
  const keyOf = (id: number): string =>
    `${ctx.scope.accountId}:${kind}:${id}:${ctx.encodeOptions.utcOffsetMinutes ?? 0}`;
  const bodies = page.map((record) => ctx.cache.get(keyOf(record.id), record.version));
  const missing = page.filter((_, index) => bodies[index] === undefined);
  if (missing.length > 0) {
    const encoded = await encodeMissing(missing);
    let next = 0;
    page.forEach((record, index) => {
      if (bodies[index] !== undefined) return;
      const body = encoded[next++]!;
      bodies[index] = body;
      ctx.cache.set(keyOf(record.id), record.version, body);
    });
  }
  // Every entry is filled by now.
  return recordListElement(plural, bodies, (body) => body ?? '');
}
