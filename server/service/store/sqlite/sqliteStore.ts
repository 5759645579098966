import type { Store } from '../store';
import { SqliteAccountStore } from './accounts';
import { SqliteCommentStore } from './comments';
import { SqliteCommunicationStore } from './communications';
import { SqliteContactStore } from './contacts';
import { SqliteDb } from './database';
import { SqliteDealStore } from './deals';
import { SqliteTagStore } from './tags';
import { SqliteTodoStore } from './todos';

/** The embedded default store: one SQLite file (WAL) under DATA_DIR, or `:memory:` in tests. */
export function createSqliteStore(filename: string): Store {
  const db = new SqliteDb(filename);
  return {
    kind: 'sqlite',
    accounts: new SqliteAccountStore(db),
    contacts: new SqliteContactStore(db),
    deals: new SqliteDealStore(db),
    todos: new SqliteTodoStore(db),
    communications: new SqliteCommunicationStore(db),
    tags: new SqliteTagStore(db),
    comments: new SqliteCommentStore(db),
    async close() {
      db.close();
    },
  };
}
