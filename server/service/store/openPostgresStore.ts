import { observePool, storeTransactionRetries } from '../../observability/storeMetrics';
import { errorMessage } from './dialect/dialect';
import { PostgresStoreDb, type PostgresStoreDbOptions } from './dialect/postgres';
import { migratedStore } from './assembleStore';
import type { Store } from './store';

/** host:port/database of a URL, never its password (messages end up in logs). */
function describeTarget(url: string): string {
  if (!URL.canParse(url)) return 'DATABASE_URL (not a valid URL)';
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}

/**
 * The store for several service processes: PostgreSQL at `url` (`?options=-c search_path=…` picks
 * a schema). Nothing is cached: every process sees the others' writes and token resets at once.
 */
export async function createPostgresStore(
  url: string,
  options: Omit<PostgresStoreDbOptions, 'connectionString'> = {},
): Promise<Store> {
  const db = new PostgresStoreDb({
    onRetry: () => storeTransactionRetries.inc(),
    ...options,
    connectionString: url,
  });
  observePool(db.pool);
  const failure = (error: unknown) =>
    new Error(`PostgreSQL at ${describeTarget(url)}: ${errorMessage(error)}`, { cause: error });
  return migratedStore(db, failure);
}
