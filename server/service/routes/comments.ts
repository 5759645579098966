import { decodeCommentWrite, encodeComment, encodeMegaComments } from '#xml/megaComment';
import { HttpError, recordNotFound } from '../../http/httpError';
import { createdReply, okReply, xmlReply } from '../wire/reply';
import {
  decodeInput,
  idParam,
  numberedPageOf,
  recordInput,
  type RouteContext,
} from '../wire/routeContext';
import { checkIfMatch } from '../wire/ifMatch';
import type { Router } from '../wire/router';
import { KIND_OF_COLLECTION } from '../store/scope';
import { recordOfQuery } from './recordQuery';
import { written } from '../wire/written';

const commentNotFound = (id: number): HttpError => recordNotFound('comment', id);

/**
 * The comment text of a create or update: `<comment><comment>text</comment></comment>`,
 * `<comment>text</comment>`, or the form fields `comment[comment]=text` / `comment=text`.
 * Blank text is a 422 (a comment is nothing but its text).
 */
function commentTextOf(ctx: RouteContext): string {
  const { comment } = decodeInput(() => decodeCommentWrite(recordInput(ctx, 'comment')));
  if (comment === undefined || comment.trim() === '')
    throw new HttpError(422, ["Comment can't be blank"]);
  return comment;
}

/** Comments (the `mega_comments` of records), decisions.md "Comments". */
export function registerCommentRoutes(router: Router): void {
  router.add('POST', ':records/:id/comments', async (ctx) => {
    const collection = ctx.params['records'] ?? '';
    const kind = Object.hasOwn(KIND_OF_COLLECTION, collection)
      ? KIND_OF_COLLECTION[collection]
      : undefined;
    if (kind === undefined)
      throw new HttpError(404, [
        `No such resource: ${collection.slice(0, 60)} records have no comments`,
      ]);
    const recordId = idParam(ctx);
    const comment = commentTextOf(ctx);
    await checkIfMatch(ctx, kind, recordId);
    const added = await ctx.store.comments.addComment(ctx.scope, {
      kind,
      recordId,
      comment,
      authorName: ctx.user.name,
    });
    const id = written(added, () => recordNotFound(kind, recordId));
    return createdReply(`${ctx.baseUrl}/service/comments/${id}.xml`);
  });

  // The client libraries' comment lists: one record's (person_id, company_id, deal_id, todo_id,
  // communication_id) or the whole account's, newest first, paged by page or offset/limit; as
  // `<mega_comments type="array">` of `<mega_comment>`, the array records embed.
  router.add('GET', 'comments', async (ctx) => {
    const record = await recordOfQuery(ctx, [
      'person_id',
      'company_id',
      'deal_id',
      'todo_id',
      'communication_id',
    ]);
    const page = numberedPageOf(ctx);
    const comments = await ctx.store.comments.listComments(ctx.scope, record, page);
    if (comments === null) throw recordNotFound(record!.kind, record!.id);
    return xmlReply(encodeMegaComments(comments, ctx.encodeOptions));
  });

  // One `<mega_comment>`, as records embed it.
  router.add('GET', 'comments/:id', async (ctx) => {
    const id = idParam(ctx);
    const comment = await ctx.store.comments.findComment(ctx.scope, id);
    if (comment === null) throw commentNotFound(id);
    return xmlReply(encodeComment(comment, ctx.encodeOptions));
  });

  router.add('PUT', 'comments/:id', async (ctx) => {
    const id = idParam(ctx);
    const comment = commentTextOf(ctx);
    written(await ctx.store.comments.updateComment(ctx.scope, id, comment), () =>
      commentNotFound(id),
    );
    return okReply();
  });

  router.add('DELETE', 'comments/:id', async (ctx) => {
    const id = idParam(ctx);
    written(await ctx.store.comments.deleteComment(ctx.scope, id), () => commentNotFound(id));
    return okReply();
  });
}
