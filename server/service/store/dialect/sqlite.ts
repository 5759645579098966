import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  type Driver,
  OperationNodeTransformer,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../schema';
import type { Executor, StoreDb } from './database';
import type { StoreDialect } from './dialect';
import { registerDirectRun } from '../precompiled';
import {
  ConnectionTurns,
  SqliteConnection,
  SqlitePinnedDriver,
  SqliteTurnDriver,
} from './sqliteDriver';
import { SQLITE_CONTACT_SEARCH } from './sqlite/contactSearch';
import { SQLITE_DEAL_TITLE_SEARCH } from './sqlite/dealTitleSearch';

const ROW_LOCKS = new Set([
  'ForUpdate',
  'ForNoKeyUpdate',
  'ForShare',
  'ForKeyShare',
  'NoWait',
  'SkipLocked',
]);

class RowLockRemover extends OperationNodeTransformer {
  protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
    const transformed = super.transformSelectQuery(node);
    if (transformed.endModifiers === undefined) return transformed;
    return {
      ...transformed,
      endModifiers: transformed.endModifiers.filter(
        (m) => m.modifier === undefined || !ROW_LOCKS.has(m.modifier),
      ),
    };
  }
}

/**
 * `FOR UPDATE`, `FOR NO KEY UPDATE`, `FOR KEY SHARE`…: the row locks PostgreSQL's concurrent
 * writers need, which SQLite neither has nor needs (one writer at a time holds the whole
 * database). The store writes them once; on SQLite they are dropped from the query.
 */
class DropRowLocksPlugin implements KyselyPlugin {
  private readonly transformer = new RowLockRemover();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/**
 * SQLite's DDL is transactional (Kysely's adapter says otherwise to be safe): the Migrator then
 * runs the pending migrations and their record in one write transaction, all or nothing.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

const BEGIN_IMMEDIATE = CompiledQuery.raw('BEGIN IMMEDIATE');
const COMMIT = CompiledQuery.raw('COMMIT');
const ROLLBACK = CompiledQuery.raw('ROLLBACK');

export const SQLITE_DIALECT: StoreDialect = {
  sameText: (value, other) => sql<boolean>`${value} = ${other} COLLATE NOCASE`,
  textOrder: (value) => sql<string>`${value} COLLATE NOCASE`,
  idArray: (select) => sql`(SELECT json_group_array(id) FROM (${select}))`,
  idsOfJson: (json) => sql<number>`(SELECT value FROM json_each(${json}))`,
  advisoryLock: () => Promise.resolve(),
  isUniqueViolation: (error) =>
    error instanceof Error &&
    'code' in error &&
    (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'),
  dealTitleSearch: SQLITE_DEAL_TITLE_SEARCH,
  contactSearch: SQLITE_CONTACT_SEARCH,
};

/**
 * The embedded default: one SQLite file (WAL) under DATA_DIR, or `:memory:` in tests, on one
 * connection that transactions take turns on (better-sqlite3 runs each statement synchronously,
 * in microseconds, so the queue is short).
 */
export class SqliteStoreDb implements StoreDb {
  readonly kind = 'sqlite';
  readonly raw: BetterSqlite3.Database;
  /** Single statements, each in its own turn on the connection. */
  readonly kysely: Kysely<Database>;
  readonly dialect = SQLITE_DIALECT;
  private readonly connection: SqliteConnection;
  private readonly turns = new ConnectionTurns();
  /** What a transaction's callback runs on: the connection, whose turn its caller holds. */
  private readonly pinned: Kysely<Database>;

  constructor(filename: string) {
    this.raw = new BetterSqlite3(filename);
    this.raw.pragma('journal_mode = WAL');
    // NORMAL is durable across process crashes in WAL mode (only an OS crash can lose the last
    // transactions); FULL makes every acknowledged write survive power loss too.
    this.raw.pragma('synchronous = FULL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
    this.connection = new SqliteConnection(this.raw);
    const turnDriver = new SqliteTurnDriver(this.connection, this.turns);
    const pinnedDriver = new SqlitePinnedDriver(this.connection);
    const kyselyOn = (driver: Driver): Kysely<Database> =>
      new Kysely<Database>({
        dialect: {
          createAdapter: () => new TransactionalDdlSqliteAdapter(),
          createDriver: () => driver,
          createIntrospector: (db) => new SqliteIntrospector(db),
          createQueryCompiler: () => new SqliteQueryCompiler(),
        },
        plugins: [new DropRowLocksPlugin()],
      });
    this.kysely = kyselyOn(turnDriver);
    this.pinned = kyselyOn(pinnedDriver);
    // Precompiled reads skip Kysely's executor (about half their cost): on the pinned executor
    // the caller holds the turn; on the store's own, a free turn means no transaction is open,
    // and a synchronous statement cannot interleave with one.
    registerDirectRun(this.pinned, (compiled) => this.connection.runNow(compiled).rows);
    registerDirectRun(this.kysely, (compiled) =>
      this.turns.isHeld ? undefined : this.connection.runNow(compiled).rows,
    );
  }

  get executed(): number {
    return this.connection.executed;
  }

  private async inTurn<T>(fn: () => Promise<T>): Promise<T> {
    await this.turns.take();
    try {
      return await fn();
    } finally {
      this.turns.give();
    }
  }

  write<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      this.connection.runNow(BEGIN_IMMEDIATE);
      try {
        const result = await fn(this.pinned);
        this.connection.runNow(COMMIT);
        return result;
      } catch (error) {
        // A failed COMMIT (disk full) or an error SQLite already rolled back leaves no transaction.
        if (this.raw.inTransaction) this.connection.runNow(ROLLBACK);
        throw error;
      }
    });
  }

  /** One connection, so every read in a turn is consistent: no BEGIN/COMMIT, only the turn. */
  read<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.inTurn(() => fn(this.pinned));
  }

  async close(): Promise<void> {
    await this.kysely.destroy();
  }
}
