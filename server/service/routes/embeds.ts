import type { MegaComment } from '#xml/megaComment';
import type { RecordTag } from '#xml/tag';
import type { RouteContext } from '../http/routeContext';
import type { RecordKind } from '../store/scope';

export interface Embeds {
  tags: RecordTag[];
  megaComments: MegaComment[];
}

/**
 * Tags and comments of records of one kind, loaded in two batched queries for a whole page of
 * records (not two per record): every record representation embeds both.
 */
export async function loadEmbeds(
  ctx: RouteContext,
  kind: RecordKind,
  ids: readonly number[],
): Promise<Map<number, Embeds>> {
  const [tags, comments] = await Promise.all([
    ctx.store.tags.recordTagsOf(ctx.scope, kind, ids),
    ctx.store.comments.commentsOf(ctx.scope, kind, ids),
  ]);
  const result = new Map<number, Embeds>();
  for (const id of ids)
    result.set(id, { tags: tags.get(id) ?? [], megaComments: comments.get(id) ?? [] });
  return result;
}
