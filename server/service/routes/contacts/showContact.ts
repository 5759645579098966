import { notFound } from '../../../http/httpError';
import { etagOf, xmlReply, type Reply } from '../../http/reply';
import type { RouteContext } from '../../http/routeContext';
import type { ContactKind } from '../../store/contactStore';

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
  if (version === null) throw notFound(`No ${kind} with id ${id}`);
  const cached = ctx.cache.get(key, version);
  if (cached !== undefined) return xmlReply(cached, etagOf(version));
  const loaded = await load(id);
  if (loaded === null) throw notFound(`No ${kind} with id ${id}`);
  ctx.cache.set(key, loaded.version, loaded.root);
  return xmlReply(loaded.root, etagOf(loaded.version));
}
