import { sql } from 'kysely';
import type { StoreDb } from './dialect/database';
import { migrateStore } from './migrations/migrateStore';
import { sqlAccountStore } from './sql/accounts';
import { sqlActivityStore } from './sql/activities';
import { sqlCommentStore } from './sql/comments';
import { sqlCommunicationStore } from './sql/communications';
import { sqlContactStore } from './sql/contacts';
import { sqlDealStore } from './sql/deals';
import { sqlSavedViewStore } from './sql/savedViews';
import { sqlRestoreStore } from './sql/restores';
import { sqlTagStore } from './sql/tags';
import { sqlTodoStore } from './sql/todos';
import type { Store } from './store';

/** The store's areas on a database: one implementation (sql/), whichever database it is. */
export function assembleStore(db: StoreDb): Store {
  return {
    kind: db.kind,
    db,
    accounts: sqlAccountStore(db),
    contacts: sqlContactStore(db),
    deals: sqlDealStore(db),
    todos: sqlTodoStore(db),
    communications: sqlCommunicationStore(db),
    tags: sqlTagStore(db),
    comments: sqlCommentStore(db),
    activities: sqlActivityStore(db),
    savedViews: sqlSavedViewStore(db),
    restores: sqlRestoreStore(db),
    ping: async () => {
      await sql`SELECT 1`.execute(db.kysely);
    },
    close: (): Promise<void> => db.close(),
  };
}

/** The store on `db` once its schema is up to date; `db` is closed when migrating fails. */
export async function migratedStore(
  db: StoreDb,
  failure: (error: unknown) => unknown = (error) => error,
): Promise<Store> {
  try {
    await migrateStore(db);
  } catch (error) {
    await db.close();
    throw failure(error);
  }
  return assembleStore(db);
}
