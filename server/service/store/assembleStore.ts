import type { StoreDb } from './dialect/database';
import { PostgresStoreDb } from './dialect/postgres';
import { SqliteStoreDb } from './dialect/sqlite';
import { SqlCommentStore } from './sql/comments';
import { SqlTagStore } from './sql/tags';
import type { AccountStore } from './accountStore';
import type { CommunicationStore } from './communicationStore';
import type { ContactStore } from './contactStore';
import type { DealStore } from './dealStore';
import type { Store } from './store';
import type { TodoStore } from './todoStore';
// TEMPORARY while the areas move to the one implementation (sql/): the legacy ones. Each area's
// line below switches to `new Sql…Store(db)` when its port lands; then this block goes.
import { PgDb } from './postgres/database';
import { PostgresAccountStore } from './postgres/accounts';
import { PostgresCommunicationStore } from './postgres/communications';
import { PostgresContactStore } from './postgres/contacts';
import { PostgresDealStore } from './postgres/deals';
import { PostgresTodoStore } from './postgres/todos';
import { SqliteDb } from './sqlite/database';
import { SqliteAccountStore } from './sqlite/accounts';
import { SqliteCommunicationStore } from './sqlite/communications';
import { SqliteContactStore } from './sqlite/contacts';
import { SqliteDealStore } from './sqlite/deals';
import { SqliteTodoStore } from './sqlite/todos';

function legacyOf(db: StoreDb): { sqlite?: SqliteDb; pg?: PgDb } {
  if (db instanceof SqliteStoreDb) return { sqlite: new SqliteDb(db.raw) };
  if (db instanceof PostgresStoreDb) return { pg: new PgDb({ connectionString: db.connectionString, maxConnections: 4 }) };
  return {};
}

/** The store's areas on a database: one implementation (sql/), whichever database it is. */
export function assembleStore(db: StoreDb): Store {
  const legacy = legacyOf(db);
  const pick = <T>(sqlite: (d: SqliteDb) => T, pg: (d: PgDb) => T): T => (legacy.sqlite !== undefined ? sqlite(legacy.sqlite) : pg(legacy.pg!));
  return {
    kind: db.kind,
    db,
    accounts: pick<AccountStore>((d) => new SqliteAccountStore(d), (d) => new PostgresAccountStore(d)),
    contacts: pick<ContactStore>((d) => new SqliteContactStore(d), (d) => new PostgresContactStore(d)),
    deals: pick<DealStore>((d) => new SqliteDealStore(d), (d) => new PostgresDealStore(d)),
    todos: pick<TodoStore>((d) => new SqliteTodoStore(d), (d) => new PostgresTodoStore(d)),
    communications: pick<CommunicationStore>((d) => new SqliteCommunicationStore(d), (d) => new PostgresCommunicationStore(d)),
    tags: new SqlTagStore(db),
    comments: new SqlCommentStore(db),
    close: async () => {
      await legacy.pg?.close();
      await db.close();
    },
  };
}
