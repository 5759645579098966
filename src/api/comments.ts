import { queryOptions } from '@tanstack/react-query';
import { detailKey, forgetRecord, invalidateCollection, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './http/client';
import { createRecord, getShown, sendWrite, type Shown } from './http/requests';
import type { RecordRef, UpdateArgs } from './records';
import {
  decodeComment,
  encodeCommentWrite,
  type CommentWrite,
  type MegaComment,
} from '#xml/megaComment';

/**
 * Comments (a record's `mega_comments`, decisions.md): created below any record kind, then shown,
 * updated and deleted at `/service/comments/{id}.xml` (shown as the `<mega_comment>` records
 * embed). The author is the current user.
 */

export interface CreateCommentArgs {
  record: RecordRef;
  input: CommentWrite;
}

/** Resolves with the new comment's id (`Location: …/service/comments/{id}.xml`). */
export function createComment(
  client: ApiClient,
  { record, input }: CreateCommentArgs,
  signal?: AbortSignal,
): Promise<number> {
  return createRecord(
    client,
    servicePath(record.collection, record.id, 'comments'),
    encodeCommentWrite(input),
    'comments',
    signal,
  );
}

export function getComment(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Shown<MegaComment>> {
  return getShown(client, servicePath('comments', id), 'mega_comment', decodeComment, signal);
}

export function updateComment(
  client: ApiClient,
  { id, input, ifMatch }: UpdateArgs<CommentWrite>,
  signal?: AbortSignal,
): Promise<void> {
  return sendWrite(client, 'PUT', servicePath('comments', id), {
    body: encodeCommentWrite(input),
    ifMatch,
    signal,
  });
}

export function deleteComment(client: ApiClient, id: number, signal?: AbortSignal): Promise<void> {
  return sendWrite(client, 'DELETE', servicePath('comments', id), { signal });
}

export const commentQueries = {
  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: detailKey('comments', id),
      queryFn: ({ signal }) => getComment(client, id, signal),
    }),
};

/**
 * The hooks take the record the comment belongs to: it embeds its comments, and a comment alone
 * does not say which kind of record it is on.
 */
export function useCreateComment() {
  return useApiMutation(createComment, (queryClient, args) =>
    invalidateCollection(queryClient, args.record.collection),
  );
}

export function useUpdateComment() {
  return useApiMutation(
    (client, args: UpdateArgs<CommentWrite> & { record: RecordRef }) => updateComment(client, args),
    (queryClient, args) =>
      Promise.all([
        invalidateCollection(queryClient, args.record.collection),
        invalidateCollection(queryClient, 'comments'),
      ]),
  );
}

export function useDeleteComment() {
  return useApiMutation(
    (client, args: { id: number; record: RecordRef }) => deleteComment(client, args.id),
    (queryClient, args) => {
      forgetRecord(queryClient, 'comments', args.id);
      return invalidateCollection(queryClient, args.record.collection);
    },
  );
}
