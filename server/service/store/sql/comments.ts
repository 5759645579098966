import type { CommentStore, NewComment } from '../commentStore';
import { sql, type InferResult } from 'kysely';
import { isoOf } from '#xml/dates';
import type { MegaComment } from '#xml/megaComment';
import type { Executor, StoreDb } from '../dialect/database';
import { Precompiled } from '../precompiled';
import { notFound, written, WRITTEN, type WriteResult } from '../writeResult';
import { isRecordKind, type Page, type RecordKind, type Scope } from '../scope';
import { recordActivity, recordEmbedChange, type RecordRef } from './activityLog';
import { findById, insertStamped, readOfRecord, recordExists, touchRecord } from './records';

const selectComments = (db: Executor) =>
  db.selectFrom('comments').select(['id', 'record_id', 'author_name', 'comment', 'created_at']);

type CommentRow = InferResult<ReturnType<typeof selectComments>>[number];

const toMegaComment = (row: CommentRow): MegaComment => ({
  id: row.id,
  comment: row.comment,
  user: row.author_name,
  createdAt: isoOf(row.created_at),
  recordId: row.record_id,
});

/** The record a comment of the caller's account hangs off, or null; locks the comment until commit. */
async function lockOwner(trx: Executor, scope: Scope, id: number) {
  const row = await trx
    .selectFrom('comments')
    .select(['record_kind as kind', 'record_id as id', 'comment'])
    .where('id', '=', id)
    .where('account_id', '=', scope.accountId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined && isRecordKind(row.kind) ? { ...row, kind: row.kind } : null;
}

/** How much of a new comment its `commented` activity keeps (code points, whole ones). */
export const COMMENT_OPENING_LENGTH = 300;

/**
 * The first `COMMENT_OPENING_LENGTH` characters (code points; a lone surrogate counts as one) of
 * a comment, `…` marking a cut. Counts only up to the cut: splitting the whole comment into its
 * characters took 6 ms of the write's turn for a 65,536-character comment.
 */
export function commentOpening(comment: string): string {
  let end = 0;
  for (let points = 0; points < COMMENT_OPENING_LENGTH && end < comment.length; points++)
    end += comment.codePointAt(end)! > 0xffff ? 2 : 1;
  return end >= comment.length ? comment : `${comment.slice(0, end)}…`;
}

/** Store area: comments (`mega_comments`) on the five record kinds; every change touches the record. */
export function sqlCommentStore(db: StoreDb): CommentStore {
  type Params = { kind: string; ids: string; accountId: number };
  // Compiled once: it runs for every record shown or listed; comments_by_record gives the order.
  const commentsOfRecords = new Precompiled<Params, CommentRow>((param) =>
    selectComments(db.kysely)
      .where('record_kind', '=', param<string>('kind'))
      .where('record_id', 'in', db.dialect.idsOfJson(param<string>('ids')))
      .where('account_id', '=', param<number>('accountId'))
      .orderBy('record_id')
      .orderBy('id'),
  );

  type LatestParams = Params & { latest: number; characters: number };
  // The newest comments of each record, newest first, while there are at most `latest` of them and
  // their texts add up to at most `characters` (the newest one always), and how many it has. The
  // ranking reads no text; only the `latest` newest texts of each record are read.
  const latestOfRecords = new Precompiled<LatestParams, CommentRow & { total: number }>((param) => {
    const ranked = db.kysely
      .selectFrom('comments')
      .select([
        'id',
        'record_id',
        sql<number>`ROW_NUMBER() OVER (PARTITION BY record_id ORDER BY id DESC)`.as('rank'),
        sql<number>`COUNT(*) OVER (PARTITION BY record_id)`.as('total'),
      ])
      .where('record_kind', '=', param<string>('kind'))
      .where('record_id', 'in', db.dialect.idsOfJson(param<string>('ids')))
      .where('account_id', '=', param<number>('accountId'))
      .as('ranked');
    const newest = db.kysely
      .selectFrom(ranked)
      .innerJoin('comments', 'comments.id', 'ranked.id')
      .select([
        'comments.id',
        'comments.record_id',
        'comments.author_name',
        'comments.comment',
        'comments.created_at',
        'ranked.total',
        'ranked.rank',
        sql<number>`SUM(LENGTH(comments.comment)) OVER (PARTITION BY ranked.record_id ORDER BY ranked.id DESC ROWS UNBOUNDED PRECEDING)`.as(
          'running',
        ),
      ])
      .where('ranked.rank', '<=', param<number>('latest'))
      .as('newest');
    return db.kysely
      .selectFrom(newest)
      .select(['id', 'record_id', 'author_name', 'comment', 'created_at', 'total'])
      .where((eb) => eb.or([eb('rank', '=', 1), eb('running', '<=', param<number>('characters'))]))
      .orderBy('record_id')
      .orderBy('id');
  });

  return {
    /**
     * The newest comments of each record (ids of one kind) within a budget, oldest first, with
     * the number of comments it has: what a record's representation embeds (routes/embeds.ts).
     */
    async latestCommentsOf(
      scope: Scope,
      kind: RecordKind,
      ids: readonly number[],
      budget: { latest: number; characters: number },
    ) {
      const result = new Map<number, { comments: MegaComment[]; total: number }>();
      for (const id of ids) result.set(id, { comments: [], total: 0 });
      if (ids.length === 0) return result;
      const params = {
        kind,
        ids: JSON.stringify([...result.keys()]),
        accountId: scope.accountId,
        ...budget,
      };
      for (const row of await latestOfRecords.all(db.kysely, params)) {
        const entry = result.get(row.record_id);
        if (entry === undefined) continue;
        entry.comments.push(toMegaComment(row));
        entry.total = Number(row.total);
      }
      return result;
    },

    /** Comments of each record (ids of one kind), oldest first; records without comments map to []. */
    async commentsOf(scope: Scope, kind: RecordKind, ids: readonly number[]) {
      const result = new Map<number, MegaComment[]>();
      for (const id of ids) result.set(id, []);
      if (ids.length === 0) return result;
      const params = { kind, ids: JSON.stringify([...result.keys()]), accountId: scope.accountId };
      const rows = await commentsOfRecords.all(db.kysely, params);
      for (const row of rows) result.get(row.record_id)?.push(toMegaComment(row));
      return result;
    },

    findComment: findById(
      db,
      (accountId, id) =>
        selectComments(db.kysely).where('id', '=', id).where('account_id', '=', accountId),
      toMegaComment,
    ),

    /** Comments of one record (null when not in the account), or of the account, newest first. */
    async listComments(scope: Scope, record: RecordRef | undefined, page: Page) {
      const pageOf = async (trx: Executor, of?: RecordRef) => {
        let query = selectComments(trx)
          .where('account_id', '=', scope.accountId)
          .orderBy('id', 'desc');
        if (of) query = query.where('record_kind', '=', of.kind).where('record_id', '=', of.id);
        const rows = await query.limit(page.limit).offset(page.offset).execute();
        return rows.map(toMegaComment);
      };
      if (record === undefined) return pageOf(db.kysely);
      return readOfRecord(db, scope, record.kind, record.id, (trx) => pageOf(trx, record));
    },

    /** The new comment's id; null when the record is not in the caller's account. */
    addComment: (scope: Scope, input: NewComment) =>
      db.write(async (trx): Promise<WriteResult<number>> => {
        if (!(await recordExists(trx, scope, input.kind, input.recordId, 'update')))
          return notFound();
        const now = Date.now();
        const row = {
          record_kind: input.kind,
          record_id: input.recordId,
          user_id: input.restored === undefined ? scope.userId : null,
          author_name: input.authorName,
          comment: input.comment,
        };
        const id = await insertStamped(
          trx,
          scope,
          'comments',
          row,
          input.restored?.writtenAt ?? now,
        );
        const record = { kind: input.kind, id: input.recordId };
        // The comment's opening travels with its activity (`detail=full` changes): the Comments,
        // Activity and Home screens show what was said without a request per comment. Bounded:
        // the stream is read in pages of up to 500 entries.
        const opening = [{ field: 'comment', old: '', new: commentOpening(input.comment) }];
        await recordEmbedChange(trx, scope, record, 'commented', 'Comment added', now, opening);
        return written(id);
      }, scope),

    updateComment: (scope: Scope, id: number, comment: string) =>
      db.write(async (trx): Promise<WriteResult> => {
        const record = await lockOwner(trx, scope, id);
        if (record === null) return notFound();
        const now = Date.now();
        await trx
          .updateTable('comments')
          .set({ comment, updated_at: now })
          .where('id', '=', id)
          .execute();
        await touchRecord(trx, record.kind, record.id, now);
        if (record.comment !== comment)
          await recordActivity(trx, scope, record, 'comment_edited', 'Comment edited', {
            changes: [{ field: 'comment', old: record.comment, new: comment }],
          });
        return WRITTEN;
      }, scope),

    deleteComment: (scope: Scope, id: number) =>
      db.write(async (trx): Promise<WriteResult> => {
        const record = await lockOwner(trx, scope, id);
        if (record === null) return notFound();
        await trx.deleteFrom('comments').where('id', '=', id).execute();
        await recordEmbedChange(trx, scope, record, 'comment_removed', 'Comment removed');
        return WRITTEN;
      }, scope),
  };
}
