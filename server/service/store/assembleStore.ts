import { sql } from 'kysely';
import type { StoreDb } from './dialect/database';
import { SqlAccountStore } from './sql/accounts';
import { SqlActivityStore } from './sql/activities';
import { SqlCommentStore } from './sql/comments';
import { SqlCommunicationStore } from './sql/communications';
import { SqlContactStore } from './sql/contacts';
import { SqlDealStore } from './sql/deals';
import { SqlTagStore } from './sql/tags';
import { SqlTodoStore } from './sql/todos';
import type { Store } from './store';

/** The store's areas on a database: one implementation (sql/), whichever database it is. */
export function assembleStore(db: StoreDb): Store {
  return {
    kind: db.kind,
    db,
    accounts: new SqlAccountStore(db),
    contacts: new SqlContactStore(db),
    deals: new SqlDealStore(db),
    todos: new SqlTodoStore(db),
    communications: new SqlCommunicationStore(db),
    tags: new SqlTagStore(db),
    comments: new SqlCommentStore(db),
    activities: new SqlActivityStore(db),
    ping: async () => {
      await sql`SELECT 1`.execute(db.kysely);
    },
    close: () => db.close(),
  };
}
