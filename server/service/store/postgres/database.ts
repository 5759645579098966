import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { observePool, storeTransactionRetries } from '../../../observability/storeMetrics';
import type { Database } from '../schema';
import { StripNulPlugin } from './stripNul';

/** A Kysely instance bound to the pool, or to one transaction's connection. */
export type Executor = Kysely<Database>;

const INT8 = 20;

/**
 * `bigint` columns (ids, epoch-ms times, cents, versions, counts) as JS numbers, like SQLite's
 * INTEGER. Every such value stays far below 2^53; one that does not is refused rather than
 * silently rounded.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JavaScript number`);
  return value;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** serialization_failure, deadlock_detected: the transaction did nothing and can simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export const pgErrorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface PgDbOptions {
  connectionString: string;
  /** Connections this process keeps at most (default 10). */
  maxConnections?: number;
}

/**
 * The PostgreSQL connection pool with Kysely on top. Writes run in `write` (one READ COMMITTED
 * transaction, rerun on a deadlock or serialization failure); the store methods take the row
 * locks their check-then-write needs (`SELECT … FOR UPDATE` on the record, `INSERT … ON
 * CONFLICT`), so several service processes on one database behave like SQLite's single writer.
 * Reads of several statements run in `read` (one REPEATABLE READ snapshot).
 */
export class PgDb {
  readonly pool: pg.Pool;
  readonly kysely: Kysely<Database>;

  constructor(options: PgDbOptions) {
    this.pool = new pg.Pool({ connectionString: options.connectionString, max: options.maxConnections ?? 10, types, application_name: 'crm-service' });
    // An idle connection that breaks (server restart) is dropped by the pool; the next query
    // opens a new one. Without a listener the event would end the process.
    this.pool.on('error', () => undefined);
    observePool(this.pool);
    this.kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: this.pool }), plugins: [new StripNulPlugin()] });
  }

  /** Runs `fn` in one transaction; reruns it (at most `retries` times) when PostgreSQL aborted it for a deadlock or serialization failure. */
  async write<T>(fn: (trx: Executor) => Promise<T>, options: { retries?: number } = {}): Promise<T> {
    const retries = options.retries ?? 8;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.kysely.transaction().execute(fn);
      } catch (error) {
        const code = pgErrorCode(error);
        if (code === undefined || !RETRYABLE.has(code) || attempt >= retries) throw error;
        storeTransactionRetries.inc();
        // Randomised, growing back-off so that the transactions that collided do not collide again.
        await sleep(Math.random() * 5 * (attempt + 1));
      }
    }
  }

  /** Runs `fn`'s statements on one consistent snapshot (read only). */
  async read<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.kysely.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(fn);
  }

  async close(): Promise<void> {
    await this.kysely.destroy();
  }
}
