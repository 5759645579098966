import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * A Kysely instance bound to the database, or to one transaction's connection. Its own file: the
 * dialect, the precompiled queries and the searches use it without importing `StoreDb` (no cycle).
 */
export type Executor = Kysely<Database>;
