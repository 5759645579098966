import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { OverBudgetError } from '../requestBudget';

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

export const BEGIN = CompiledQuery.raw('BEGIN');
export const BEGIN_IMMEDIATE = CompiledQuery.raw('BEGIN IMMEDIATE');
export const COMMIT = CompiledQuery.raw('COMMIT');
export const ROLLBACK = CompiledQuery.raw('ROLLBACK');

/** Prepared statements kept per SQL text; bounded because IN-lists of varying length make new texts. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * How long a request waits for its turn: a wait this long means a stuck transaction, or a store
 * bug (a query inside a transaction sent through `kysely`, not `trx`, would wait for itself).
 */
const TURN_TIMEOUT_MS = 30_000;

/** The one connection, with a cache of prepared statements. */
export class SqliteConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Statement>();
  executed = 0;
  /**
   * The deadline (`Date.now()` ms) of the request whose transaction holds the connection, while it
   * runs its statements: each is refused once it has passed, and `within_budget()` stops a long one.
   */
  deadline: number | undefined;

  constructor(readonly raw: BetterSqlite3.Database) {}

  private statement(sql: string): Statement {
    const cached = this.statements.get(sql);
    if (cached !== undefined) return cached;
    const statement = this.raw.prepare(sql);
    const [oldest] = this.statements.keys();
    if (this.statements.size >= STATEMENT_CACHE_SIZE) this.statements.delete(oldest!);
    this.statements.set(sql, statement);
    return statement;
  }

  /** Synchronous underneath: a failing statement still answers a rejected promise, never a throw. */
  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return new Promise((resolve) => resolve(this.runNow<R>(compiled)));
  }

  /** Runs the statement at once; only for whoever holds the turn (or when nobody does). */
  runNow<R>(compiled: CompiledQuery): QueryResult<R> {
    if (this.deadline !== undefined && Date.now() > this.deadline) throw new OverBudgetError();
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

/** A write transaction of the store (which may join an open group commit), or anything else. */
type TurnKind = 'write' | 'other';

/** Turns on the one connection, queued in order; taking a free turn costs no promise. */
export class ConnectionTurns {
  private held = false;
  private waiting: { grant: () => void; kind: TurnKind; timer: NodeJS.Timeout }[] = [];

  get isHeld(): boolean {
    return this.held;
  }

  get nextKind(): TurnKind | undefined {
    return this.waiting[0]?.kind;
  }

  /** Resolves once the caller holds the turn; undefined when it was free and is now held. */
  take(kind: TurnKind = 'other'): Promise<void> | undefined {
    if (!this.held) {
      this.held = true;
      return undefined;
    }
    return new Promise<void>((grant, reject) => {
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((entry) => entry.grant !== grant);
        reject(new Error(`The SQLite connection stayed busy for ${TURN_TIMEOUT_MS / 1000} s`));
      }, TURN_TIMEOUT_MS);
      this.waiting.push({ grant, kind, timer });
    });
  }

  give(): void {
    const next = this.waiting.shift();
    if (next === undefined) this.held = false;
    else {
      clearTimeout(next.timer);
      next.grant();
    }
  }
}

const refuseNesting = (): Promise<void> =>
  Promise.reject(new Error('Store bug: no transaction inside a transaction'));

/**
 * Kysely's driver on the store's SQLite connection. With `turns` (the store's own Kysely), a lone
 * statement or a Kysely transaction (the Migrator's) holds a turn from acquire to release; writes
 * BEGIN IMMEDIATE (no upgrade deadlock with another process, such as `npm run admin`). Without (a
 * transaction callback's executor), the caller holds the turn.
 */
export function sqliteDriver(connection: SqliteConnection, turns?: ConnectionTurns): Driver {
  const run = (query: CompiledQuery): Promise<void> =>
    turns === undefined ? refuseNesting() : connection.executeQuery(query).then(() => undefined);
  return {
    init: () => Promise.resolve(),
    acquireConnection: () => turns?.take()?.then(() => connection) ?? Promise.resolve(connection),
    beginTransaction: (_, settings) =>
      run(settings.accessMode === 'read only' ? BEGIN : BEGIN_IMMEDIATE),
    commitTransaction: () => run(COMMIT),
    // A failed COMMIT (disk full) or an error SQLite already rolled back leaves no transaction.
    rollbackTransaction: () => (connection.raw.inTransaction ? run(ROLLBACK) : Promise.resolve()),
    releaseConnection() {
      turns?.give();
      return Promise.resolve();
    },
    destroy() {
      connection.raw.close();
      return Promise.resolve();
    },
  };
}
