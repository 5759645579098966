import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/** Prepared statements kept per SQL text; bounded because IN-lists of varying length make new texts. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * Marks the code running inside a transaction or pinned connection: a query there that asks the
 * driver for the connection again (through the store's `kysely` instead of its `trx`) would wait
 * for itself forever; it fails at once instead.
 */
const insideConnection = new AsyncLocalStorage<true>();

export function runPinned<T>(fn: () => Promise<T>): Promise<T> {
  return insideConnection.run(true, fn);
}

/** The one connection, with a cache of prepared statements. */
class SqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Statement>();
  executed = 0;

  constructor(readonly raw: BetterSqlite3.Database) {}

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.raw.prepare(sql);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Synchronous underneath: a failing statement still answers a rejected promise, never a throw. */
  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return Promise.resolve(this.run<R>(compiled));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private run<R>(compiled: CompiledQuery): QueryResult<R> {
    this.executed++;
    const statement = this.statement(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(...parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream query results');
  }
}

/**
 * Kysely's driver for the store's SQLite file: better-sqlite3 (synchronous, so a statement costs
 * microseconds) behind a queue that hands the one connection to one transaction at a time.
 * Write transactions begin IMMEDIATE (take the write lock up front: no upgrade deadlock with
 * another process such as `npm run admin`).
 */
export class SqliteStoreDriver implements Driver {
  private readonly connection: SqliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(raw: BetterSqlite3.Database) {
    this.connection = new SqliteConnection(raw);
  }

  get executed(): number {
    return this.connection.executed;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (insideConnection.getStore() === true) {
      throw new Error(
        'Store bug: a query inside a transaction must run on its trx, not on the store’s kysely',
      );
    }
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(settings.accessMode === 'read only' ? 'BEGIN' : 'BEGIN IMMEDIATE'),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT (disk full) or an error SQLite already rolled back leaves no transaction.
    if (this.connection.raw.inTransaction)
      await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    this.connection.raw.close();
    return Promise.resolve();
  }
}
