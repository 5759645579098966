import type { AccountStore } from './accountStore';
import type { ActivityStore } from './activityStore';
import type { CommentStore } from './commentStore';
import type { CommunicationStore } from './communicationStore';
import type { ContactStore } from './contactStore';
import type { DealStore } from './dealStore';
import type { StoreDb } from './dialect/database';
import type { TagStore } from './tagStore';
import type { TodoStore } from './todoStore';

/**
 * Everything the service keeps, behind one async interface so that SQLite (the embedded default)
 * and PostgreSQL (several service processes) can both satisfy it. Each area has its own
 * interface file; routes assemble records from several areas (a company's tags come from `tags`,
 * its comments from `comments`), so every area stays small and independently testable.
 */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
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
  /** Asks the database something trivial (readiness checks): throws when it cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
