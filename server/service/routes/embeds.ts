import type { MegaComment } from '#xml/megaComment';
import type { RecordTag } from '#xml/tag';
import { MAX_LONG_TEXT } from '#xml/textLimits';
import type { RouteContext } from '../wire/routeContext';
import type { RecordKind } from '../store/scope';

/**
 * A record's representation carries its latest comments only, so that its size does not grow
 * with its history: the newest 25, and no more of them than fit in 262,144 characters of comment
 * text (four comments of the longest kind; the newest comment is always there). A record with
 * more says how many it has (`<mega_comments type="array" total="…">`); GET
 * /service/comments.xml with its `{kind}_id` pages through all of them.
 */
export const EMBEDDED_COMMENTS = { latest: 25, characters: 4 * MAX_LONG_TEXT } as const;

/** What every record representation embeds, ready to spread into the record. */
export interface Embeds {
  tags: RecordTag[];
  /** The latest comments (EMBEDDED_COMMENTS), oldest first. */
  megaComments: MegaComment[];
  /** Set only when the record has more comments than megaComments holds. */
  megaCommentCount?: number;
}

export const NO_EMBEDS: Readonly<Embeds> = { tags: [], megaComments: [] };

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
    ctx.store.comments.latestCommentsOf(ctx.scope, kind, ids, EMBEDDED_COMMENTS),
  ]);
  const result = new Map<number, Embeds>();
  for (const id of ids) {
    const embeds: Embeds = { tags: tags.get(id) ?? [], megaComments: [] };
    const latest = comments.get(id);
    if (latest !== undefined) {
      embeds.megaComments = latest.comments;
      if (latest.total > latest.comments.length) embeds.megaCommentCount = latest.total;
    }
    result.set(id, embeds);
  }
  return result;
}
