import { sql } from 'kysely';
import type { MegaComment } from '#xml/megaComment';
import type { CommentStore, NewComment } from '../commentStore';
import type { RecordKind, Scope } from '../scope';
import type { SqliteDb } from './database';
import { Precompiled } from './precompiled';
import { recordExists, touchRecord } from './records';
import { isoOf } from '#xml/dates';

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

const isRecordKind = (kind: string): kind is RecordKind => ['person', 'company', 'deal', 'todo', 'communication'].includes(kind);

export class SqliteCommentStore implements CommentStore {
  /** Compiled once: `commentsOf` runs for every record shown or listed. Ids travel as a JSON array. */
  private readonly commentsOfRecords: Precompiled<{ kind: string; ids: string; accountId: number }, CommentRow>;

  constructor(private readonly db: SqliteDb) {
    this.commentsOfRecords = new Precompiled(db, (param) =>
      this.comments()
        .where('record_kind', '=', param<string>('kind'))
        .where('record_id', 'in', sql<number>`(select value from json_each(${param('ids')}))`)
        .where('account_id', '=', param<number>('accountId'))
        .orderBy('record_id')
        .orderBy('id'),
    );
  }

  private comments() {
    return this.db.qb.selectFrom('comments').select(['id', 'record_id', 'author_name', 'comment', 'created_at']);
  }

  /**
   * On the path of every record show and list: one statement for any number of ids. The ids
   * travel as one JSON parameter, so the SQL text (and its prepared statement) is the same for
   * every page size, and the (record_kind, record_id, id) index serves the lookup and the order.
   */
  async commentsOf(scope: Scope, kind: RecordKind, ids: readonly number[]): Promise<Map<number, MegaComment[]>> {
    const result = new Map<number, MegaComment[]>();
    for (const id of ids) result.set(id, []);
    if (ids.length === 0) return result;
    const rows = this.commentsOfRecords.all({ kind, ids: JSON.stringify([...result.keys()]), accountId: scope.accountId });
    for (const row of rows) result.get(row.record_id)?.push(toMegaComment(row));
    return result;
  }

  async findComment(scope: Scope, id: number): Promise<MegaComment | null> {
    const row = this.db.get(this.comments().where('id', '=', id).where('account_id', '=', scope.accountId));
    return row === undefined ? null : toMegaComment(row);
  }

  async addComment(scope: Scope, input: NewComment): Promise<number | null> {
    return this.db.transaction(() => {
      if (!recordExists(this.db, scope, input.kind, input.recordId)) return null;
      const now = Date.now();
      const { lastInsertRowid } = this.db.run(
        this.db.qb.insertInto('comments').values({
          account_id: scope.accountId,
          record_kind: input.kind,
          record_id: input.recordId,
          user_id: scope.userId,
          author_name: input.authorName,
          comment: input.comment,
          created_at: now,
          updated_at: now,
        }),
      );
      touchRecord(this.db, input.kind, input.recordId, now);
      return lastInsertRowid;
    });
  }

  async updateComment(scope: Scope, id: number, comment: string): Promise<boolean> {
    return this.db.transaction(() => {
      const now = Date.now();
      const target = this.ownerOf(scope, id);
      if (target === null) return false;
      this.db.run(this.db.qb.updateTable('comments').set({ comment, updated_at: now }).where('id', '=', id));
      touchRecord(this.db, target.kind, target.recordId, now);
      return true;
    });
  }

  async deleteComment(scope: Scope, id: number): Promise<boolean> {
    return this.db.transaction(() => {
      const target = this.ownerOf(scope, id);
      if (target === null) return false;
      this.db.run(this.db.qb.deleteFrom('comments').where('id', '=', id));
      touchRecord(this.db, target.kind, target.recordId);
      return true;
    });
  }

  /** The record a comment of the caller's account hangs off, or null. */
  private ownerOf(scope: Scope, id: number): { kind: RecordKind; recordId: number } | null {
    const row = this.db.get(this.db.qb.selectFrom('comments').select(['record_kind', 'record_id']).where('id', '=', id).where('account_id', '=', scope.accountId));
    if (row === undefined || !isRecordKind(row.record_kind)) return null;
    return { kind: row.record_kind, recordId: row.record_id };
  }
}
