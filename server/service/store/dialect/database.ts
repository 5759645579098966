import type { Kysely, KyselyPlugin, OperationNodeTransformer } from 'kysely';
import type { Database } from '../schema';
import type { StoreDialect } from './dialect';
import type { Executor } from './executor';
import type { RequestBudget } from '../requestBudget';

export type { Executor } from './executor';

/** The database the store runs on: Kysely builds the SQL, the dialect supplies what differs. */
export interface StoreDb {
  readonly kind: 'sqlite' | 'postgres';
  /** Runs queries outside a transaction (single statements); inside `write`/`read`, use their `trx`. */
  readonly kysely: Kysely<Database>;
  readonly dialect: StoreDialect;
  /**
   * Runs `fn` as one write transaction. SQLite: BEGIN IMMEDIATE on its one connection (writers
   * queue: a check-then-write is atomic). PostgreSQL: READ COMMITTED, rerun when aborted by a
   * deadlock or serialization failure; the store takes the row locks it needs. With a `budget`,
   * statements past its deadline fail with `OverBudgetError` (SQLite) or are cancelled
   * (PostgreSQL's `statement_timeout`), and the transaction rolls back whole.
   */
  write<T>(fn: (trx: Executor) => Promise<T>, budget?: RequestBudget): Promise<T>;
  /** Runs `fn`'s statements on one consistent snapshot (read only), within `budget` as `write`. */
  read<T>(fn: (trx: Executor) => Promise<T>, budget?: RequestBudget): Promise<T>;
  /**
   * `read` for a read whose cost grows with the data (searches, filtered lists). SQLite runs it on
   * a reader thread when it has any, so it never holds the connection every other request needs.
   */
  scan<T>(fn: (trx: Executor) => Promise<T>, budget?: RequestBudget): Promise<T>;
  /** Statements run so far (tests count the queries a read path takes). */
  readonly executed: number;
  close(): Promise<void>;
}

/** A Kysely plugin that rewrites every query with `transformer` and leaves results as they are. */
export const transformerPlugin = (transformer: OperationNodeTransformer): KyselyPlugin => ({
  transformQuery: (args) => transformer.transformNode(args.node),
  transformResult: (args) => Promise.resolve(args.result),
});
