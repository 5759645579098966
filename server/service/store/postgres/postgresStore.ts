import type { Store } from '../store';
import { PostgresAccountStore } from './accounts';
import { PostgresCommentStore } from './comments';
import { PostgresCommunicationStore } from './communications';
import { PostgresContactStore } from './contacts';
import { PgDb } from './database';
import { PostgresDealStore } from './deals';
import { migratePostgres } from './migrate';
import { PostgresTagStore } from './tags';
import { PostgresTodoStore } from './todos';

/** host:port/database of a URL, never its password (messages end up in logs). */
function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

export interface PostgresStoreOptions {
  /** Connections this process keeps at most (default 10). */
  maxConnections?: number;
}

/**
 * The store for several service processes: PostgreSQL at `url` (`postgres://user:password@host/db`;
 * `?options=-c search_path=…` picks a schema). Brings the schema up to date first (under an
 * advisory lock, so processes starting together do not race). Nothing is cached in the process:
 * every request reads the database, so all processes see each other's writes (and token resets)
 * at once.
 */
export async function createPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const db = new PgDb({ connectionString: url, maxConnections: options.maxConnections });
  try {
    await migratePostgres(db.pool);
  } catch (error) {
    await db.close();
    throw new Error(`PostgreSQL at ${describeTarget(url)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    kind: 'postgres',
    accounts: new PostgresAccountStore(db),
    contacts: new PostgresContactStore(db),
    deals: new PostgresDealStore(db),
    todos: new PostgresTodoStore(db),
    communications: new PostgresCommunicationStore(db),
    tags: new PostgresTagStore(db),
    comments: new PostgresCommentStore(db),
    close: () => db.close(),
  };
}
