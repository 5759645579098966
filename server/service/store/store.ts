import type { AccountStore } from './accountStore';
import type { ActivityStore } from './activityStore';
import type { CommentStore } from './commentStore';
import type { CommunicationStore } from './communicationStore';
import type { ContactStore } from './contactStore';
import type { DealStore } from './dealStore';
import type { StoreDb } from './dialect/database';
import type { SavedViewStore } from './savedViewStore';
import type { RestoreStore } from './restoreStore';
import type { TagStore } from './tagStore';
import type { TodoStore } from './todoStore';

/**
 * Everything the service keeps, on SQLite or PostgreSQL: one member per area, each written out as
 * an interface in `<area>Store.ts` and implemented once in `sql/<area>.ts` (`assembleStore.ts`).
 */
export interface Store {
  readonly kind: StoreDb['kind'];
  /** The database under the areas (admin commands, tests and readiness checks use it directly). */
  readonly db: StoreDb;
  readonly accounts: AccountStore;
  readonly contacts: ContactStore;
  readonly deals: DealStore;
  readonly todos: TodoStore;
  readonly communications: CommunicationStore;
  readonly tags: TagStore;
  readonly comments: CommentStore;
  readonly activities: ActivityStore;
  readonly savedViews: SavedViewStore;
  readonly restores: RestoreStore;
  /** Asks the database something trivial (readiness checks): throws when it cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
