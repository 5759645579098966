import type { MegaComment } from '#xml/megaComment';
import type { Page, RecordKind, RecordRef, Scope } from './scope';
import type { WriteResult } from './writeResult';

/** A new comment: written by the current user (`scope.userId`) under their current name. */
export interface NewComment {
  kind: RecordKind;
  recordId: number;
  comment: string;
  authorName: string;
  /**
   * A restored comment keeps its time (epoch ms) and author's name, with no user behind it: the
   * author was a user of the account it came from.
   */
  restored?: { writtenAt: number };
}

/** Store area: comments on the five record kinds (`sql/comments.ts`). */
export interface CommentStore {
  /**
   * The newest comments of each record (ids of one kind) within a budget, oldest first, with
   * the number of comments it has: what a record's representation embeds (routes/embeds.ts).
   */
  latestCommentsOf(
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
    budget: { latest: number; characters: number },
  ): Promise<Map<number, { comments: MegaComment[]; total: number }>>;
  /** Comments of each record (ids of one kind), oldest first; records without comments map to []. */
  commentsOf(
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
  ): Promise<Map<number, MegaComment[]>>;
  findComment(scope: Scope, id: number): Promise<MegaComment | null>;
  /** Comments of one record (null when not in the account), or of the account, newest first. */
  listComments(
    scope: Scope,
    record: RecordRef | undefined,
    page: Page,
  ): Promise<MegaComment[] | null>;
  /** The new comment's id; `not_found` when the record is not in the caller's account. */
  addComment(scope: Scope, input: NewComment): Promise<WriteResult<number>>;
  /** `not_found` when the comment is not in the caller's account. */
  updateComment(scope: Scope, id: number, comment: string): Promise<WriteResult>;
  deleteComment(scope: Scope, id: number): Promise<WriteResult>;
}
