import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
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
import { runPinned, SqliteStoreDriver } from './sqliteDriver';
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
  readonly kysely: Kysely<Database>;
  readonly dialect = SQLITE_DIALECT;
  private readonly driver: SqliteStoreDriver;

  constructor(filename: string) {
    this.raw = new BetterSqlite3(filename);
    this.raw.pragma('journal_mode = WAL');
    // NORMAL is durable across process crashes in WAL mode (only an OS crash can lose the last
    // transactions); FULL makes every acknowledged write survive power loss too.
    this.raw.pragma('synchronous = FULL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
    this.driver = new SqliteStoreDriver(this.raw);
    const driver = this.driver;
    this.kysely = new Kysely<Database>({
      dialect: {
        createAdapter: () => new TransactionalDdlSqliteAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
      plugins: [new DropRowLocksPlugin()],
    });
  }

  get executed(): number {
    return this.driver.executed;
  }

  write<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.kysely.transaction().execute((trx) => runPinned(() => fn(trx)));
  }

  /** One connection, so every read is already consistent: no BEGIN/COMMIT, only the turn. */
  read<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.kysely.connection().execute((connection) => runPinned(() => fn(connection)));
  }

  async close(): Promise<void> {
    await this.kysely.destroy();
  }
}
