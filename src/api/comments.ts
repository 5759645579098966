import { queryOptions } from '@tanstack/react-query';
import { detailKey, forgetRecord, invalidateCollection, useApiMutation } from './cache';
import { servicePath, type ApiClient } from './client/client';
import { readEveryPage } from './everyPage';
import { createRecord, getDocument, getShown, sendWrite, type Shown } from './client/requests';
import {
  pagingQuery,
  type Paging,
  type RecordCollection,
  type RecordRef,
  type UpdateArgs,
} from './records';
import {
  decodeComment,
  decodeCommentList,
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

/** The parameter of `comments.xml` that selects one record's comments (docs/api-decisions.md). */
const RECORD_PARAMETER: Readonly<Record<RecordCollection, string>> = {
  companies: 'company_id',
  people: 'person_id',
  deals: 'deal_id',
  todos: 'todo_id',
  communications: 'communication_id',
};

/** One page of a record's comments, newest first (`comments.xml?company_id=7`). */
export function listRecordComments(
  client: ApiClient,
  record: RecordRef,
  paging: Required<Paging>,
  signal?: AbortSignal,
): Promise<MegaComment[]> {
  return getDocument(
    client,
    servicePath('comments'),
    'mega_comments',
    decodeCommentList,
    { [RECORD_PARAMETER[record.collection]]: record.id, ...pagingQuery(paging) },
    signal,
  );
}

/** What a record embeds of its comments: the latest ones, and how many it has when that is more. */
export interface EmbeddedComments {
  megaComments: MegaComment[];
  megaCommentCount?: number;
}

/**
 * Every comment of a record. A record embeds its latest comments only when it has many (our
 * service: `<mega_comments total="N">`, decoded as `megaCommentCount`); then the rest are read
 * from `comments.xml`. A classic server embeds them all, and nothing more is asked.
 */
export async function everyComment(
  client: ApiClient,
  record: RecordRef,
  embedded: EmbeddedComments,
  signal?: AbortSignal,
): Promise<MegaComment[]> {
  const { megaComments, megaCommentCount } = embedded;
  if (megaCommentCount === undefined || megaCommentCount <= megaComments.length)
    return megaComments;
  const all = await readEveryPage(
    (paging, pageSignal) => listRecordComments(client, record, paging, pageSignal),
    { signal },
  );
  return all.records;
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
