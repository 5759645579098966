import { isoOf } from '#xml/dates';
import type { MegaComment } from '#xml/megaComment';
import type { CommentStore, NewComment } from '../commentStore';
import type { Executor, StoreDb } from '../dialect/database';
import { Precompiled } from '../precompiled';
import { COLLECTION_OF_KIND, type Page, type RecordKind, type Scope } from '../scope';
import { recordActivity } from './activities';
import { recordExists, touchRecord } from './records';

interface CommentRow {
  id: number;
  record_id: number;
  author_name: string;
  comment: string;
  created_at: number;
}

const toMegaComment = (row: CommentRow): MegaComment => ({
  id: row.id,
  comment: row.comment,
  user: row.author_name,
  createdAt: isoOf(row.created_at),
  recordId: row.record_id,
});

const isRecordKind = (kind: string): kind is RecordKind => Object.hasOwn(COLLECTION_OF_KIND, kind);

const selectComments = (db: Executor) =>
  db.selectFrom('comments').select(['id', 'record_id', 'author_name', 'comment', 'created_at']);

/** The comment area, on SQLite or PostgreSQL. Every change touches the record the comment hangs off. */
export class SqlCommentStore implements CommentStore {
  /**
   * Compiled once: `commentsOf` runs for every record shown or listed. The ids travel as one JSON
   * parameter, so the SQL text (and its prepared statement) is the same for every page size, and
   * the (record_kind, record_id, id) index serves the lookup and the order.
   */
  private readonly commentsOfRecords: Precompiled<
    { kind: string; ids: string; accountId: number },
    CommentRow
  >;

  constructor(private readonly db: StoreDb) {
    this.commentsOfRecords = new Precompiled((param) =>
      selectComments(db.kysely)
        .where('record_kind', '=', param<string>('kind'))
        .where('record_id', 'in', db.dialect.idsOfJson(param<string>('ids')))
        .where('account_id', '=', param<number>('accountId'))
        .orderBy('record_id')
        .orderBy('id'),
    );
  }

  async commentsOf(
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
  ): Promise<Map<number, MegaComment[]>> {
    const result = new Map<number, MegaComment[]>();
    for (const id of ids) result.set(id, []);
    if (ids.length === 0) return result;
    const rows = await this.commentsOfRecords.all(this.db.kysely, {
      kind,
      ids: JSON.stringify([...result.keys()]),
      accountId: scope.accountId,
    });
    for (const row of rows) result.get(row.record_id)?.push(toMegaComment(row));
    return result;
  }

  async findComment(scope: Scope, id: number): Promise<MegaComment | null> {
    const row = await selectComments(this.db.kysely)
      .where('id', '=', id)
      .where('account_id', '=', scope.accountId)
      .executeTakeFirst();
    return row === undefined ? null : toMegaComment(row);
  }

  async listComments(
    scope: Scope,
    record: { kind: RecordKind; id: number } | undefined,
    page: Page,
  ): Promise<MegaComment[] | null> {
    // One snapshot: the record check and the list see the same state.
    return this.db.read(async (trx) => {
      let query = selectComments(trx).where('account_id', '=', scope.accountId);
      if (record !== undefined) {
        if (!(await recordExists(trx, scope, record.kind, record.id))) return null;
        query = query.where('record_kind', '=', record.kind).where('record_id', '=', record.id);
      }
      const rows = await query
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toMegaComment);
    });
  }

  async addComment(scope: Scope, input: NewComment): Promise<number | null> {
    return this.db.write(async (trx) => {
      if (!(await recordExists(trx, scope, input.kind, input.recordId, 'update'))) return null;
      const now = Date.now();
      const { id } = await trx
        .insertInto('comments')
        .values({
          account_id: scope.accountId,
          record_kind: input.kind,
          record_id: input.recordId,
          user_id: scope.userId,
          author_name: input.authorName,
          comment: input.comment,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await touchRecord(trx, input.kind, input.recordId, now);
      await recordActivity(trx, scope, {
        recordKind: input.kind,
        recordId: input.recordId,
        kind: 'commented',
        description: 'Comment added',
      });
      return id;
    });
  }

  async updateComment(scope: Scope, id: number, comment: string): Promise<boolean> {
    return this.db.write(async (trx) => {
      const target = await this.lockOwner(trx, scope, id);
      if (target === null) return false;
      const now = Date.now();
      await trx
        .updateTable('comments')
        .set({ comment, updated_at: now })
        .where('id', '=', id)
        .execute();
      await touchRecord(trx, target.kind, target.recordId, now);
      if (target.comment !== comment)
        await recordActivity(trx, scope, {
          recordKind: target.kind,
          recordId: target.recordId,
          kind: 'comment_edited',
          description: 'Comment edited',
          changes: [{ field: 'comment', old: target.comment, new: comment }],
        });
      return true;
    });
  }

  async deleteComment(scope: Scope, id: number): Promise<boolean> {
    return this.db.write(async (trx) => {
      const target = await this.lockOwner(trx, scope, id);
      if (target === null) return false;
      await trx.deleteFrom('comments').where('id', '=', id).execute();
      await touchRecord(trx, target.kind, target.recordId);
      await recordActivity(trx, scope, {
        recordKind: target.kind,
        recordId: target.recordId,
        kind: 'comment_removed',
        description: 'Comment removed',
      });
      return true;
    });
  }

  /** The record a comment of the caller's account hangs off, or null; locks the comment until commit. */
  private async lockOwner(
    trx: Executor,
    scope: Scope,
    id: number,
  ): Promise<{ kind: RecordKind; recordId: number; comment: string } | null> {
    const row = await trx
      .selectFrom('comments')
      .select(['record_kind', 'record_id', 'comment'])
      .where('id', '=', id)
      .where('account_id', '=', scope.accountId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (row === undefined || !isRecordKind(row.record_kind)) return null;
    return { kind: row.record_kind, recordId: row.record_id, comment: row.comment };
  }
}
