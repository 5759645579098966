import type { MegaComment } from '#xml/megaComment';
import type { Page, RecordKind, Scope } from './scope';

/** A new comment: written by the current user (`scope.userId`) under their current name. */
export interface NewComment {
  kind: RecordKind;
  recordId: number;
  comment: string;
  authorName: string;
}

/** Store area: comments (`mega_comments`) on the five record kinds; every change touches the record. */
export interface CommentStore {
  /** Comments of each record (ids of one kind), oldest first; records without comments map to []. */
  commentsOf(
    scope: Scope,
    kind: RecordKind,
    ids: readonly number[],
  ): Promise<Map<number, MegaComment[]>>;
  findComment(scope: Scope, id: number): Promise<MegaComment | null>;
  /**
   * Comments newest first: of one record, or of the whole account when `record` is absent; null
   * when the record is not in the caller's account.
   */
  listComments(
    scope: Scope,
    record: { kind: RecordKind; id: number } | undefined,
    page: Page,
  ): Promise<MegaComment[] | null>;
  /** The new comment's id; null when the record is not in the caller's account. */
  addComment(scope: Scope, input: NewComment): Promise<number | null>;
  /** False when the comment is not in the caller's account. */
  updateComment(scope: Scope, id: number, comment: string): Promise<boolean>;
  deleteComment(scope: Scope, id: number): Promise<boolean>;
}
