import type { CommentStore } from '../commentStore';
import type { SqliteDb } from './database';

export class SqliteCommentStore implements CommentStore {
  constructor(private readonly db: SqliteDb) {}
}
