import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  type SqlBool,
  OperationNodeTransformer,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SelectQueryNode,
} from 'kysely';
import type { Database } from '../schema';
import { transformerPlugin, type Executor, type StoreDb } from './database';
import { errorCode, type StoreDialect } from './dialect';
import { directRuns } from '../precompiled';
import {
  BEGIN_IMMEDIATE,
  COMMIT,
  ConnectionTurns,
  ROLLBACK,
  SqliteConnection,
  sqliteDriver,
} from './sqliteDriver';
import { SQLITE_CONTACT_SEARCH } from './sqlite/contactSearch';
import { SQLITE_DEAL_TITLE_SEARCH } from './sqlite/dealTitleSearch';
import { registerStoreFunctions } from './sqlite/storeFunctions';
import type { RequestBudget } from '../requestBudget';

/**
 * Drops `FOR UPDATE`, `FOR KEY SHARE`…, which SQLite's one writer neither has nor needs: the only
 * end modifiers Kysely makes (DISTINCT is a front one); raw ones (`modifyEnd`) stay.
 */
class RowLockRemover extends OperationNodeTransformer {
  protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
    const transformed = super.transformSelectQuery(node);
    const { endModifiers } = transformed;
    // A select without end modifiers stays the node it was: copying every one cost a write ~20 µs.
    if (endModifiers === undefined) return transformed;
    return { ...transformed, endModifiers: endModifiers.filter((m) => m.modifier === undefined) };
  }
}

/** SQLite's DDL is transactional: the Migrator runs all pending migrations in one transaction. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

const SAVEPOINT = CompiledQuery.raw('SAVEPOINT store_write');
const RELEASE = CompiledQuery.raw('RELEASE store_write');
const ROLLBACK_TO = CompiledQuery.raw('ROLLBACK TO store_write');

/** Bounds of a group commit: at most this many write transactions, begun within this many ms. */
const GROUP_LIMIT = 64;
const GROUP_WINDOW_MS = 10;

/** A write transaction done in the open group, waiting for the group's COMMIT. */
type GroupMember = { acknowledge(): void; fail(error: unknown): void };

export const SQLITE_DIALECT: StoreDialect = {
  sameText: (value, other) => sql<boolean>`${value} = ${other} COLLATE NOCASE`,
  textOrder: (value) => sql<string>`${value} COLLATE NOCASE`,
  idArray: (select) => sql`(SELECT json_group_array(id) FROM (${select}))`,
  idsOfJson: (json) => sql<number>`(SELECT value FROM json_each(${json}))`,
  advisoryLock: () => Promise.resolve(),
  isUniqueViolation: (error) =>
    ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(errorCode(error) ?? ''),
  dealTitleSearch: SQLITE_DEAL_TITLE_SEARCH,
  contactSearch: SQLITE_CONTACT_SEARCH,
  budgetGuard: () => sql<SqlBool>`within_budget()`,
};

/** One SQLite file (WAL), or `:memory:`, on one connection (synchronous statements) taken in turns. */
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
  private group: { members: GroupMember[]; startedAt: number } | undefined;
  private closing: Promise<void> | undefined;
  /** COMMITs of write transactions (groups) so far: with group commit, fewer than the writes. */
  commits = 0;

  constructor(filename: string) {
    this.raw = new BetterSqlite3(filename);
    this.raw.pragma('journal_mode = WAL');
    // WAL's NORMAL loses the last transactions in an OS crash; FULL keeps every acknowledged write.
    this.raw.pragma('synchronous = FULL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
    this.connection = new SqliteConnection(this.raw);
    registerStoreFunctions(this.raw, () => this.connection.deadline);
    const kyselyOn = (turns?: ConnectionTurns): Kysely<Database> =>
      new Kysely<Database>({
        dialect: {
          createAdapter: () => new TransactionalDdlSqliteAdapter(),
          createDriver: () => sqliteDriver(this.connection, turns),
          createIntrospector: (db) => new SqliteIntrospector(db),
          createQueryCompiler: () => new SqliteQueryCompiler(),
        },
        plugins: [transformerPlugin(new RowLockRemover())],
      });
    this.kysely = kyselyOn(this.turns);
    this.pinned = kyselyOn();
    // Precompiled reads skip Kysely's executor (about half their cost): on the pinned executor the
    // caller holds the turn; on the store's own, a free turn means no transaction is open.
    directRuns.set(this.pinned, (compiled) => this.connection.runNow(compiled).rows);
    directRuns.set(this.kysely, (compiled) =>
      this.turns.isHeld ? undefined : this.connection.runNow(compiled).rows,
    );
  }

  get executed(): number {
    return this.connection.executed;
  }

  /**
   * A write, resolved once its COMMIT has returned. Group commit: the fsync is most of a write's
   * cost, so queued writes share one transaction, each in its SAVEPOINT (a failure undoes it alone),
   * and one COMMIT: once anything but a write is queued (nobody reads what is not on disk), when no
   * writer is queued a turn of the event loop later, or at the bounds.
   */
  write<T>(fn: (trx: Executor) => Promise<T>, budget?: RequestBudget): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = (): void => void this.writeInGroup(fn, budget, resolve, reject);
      const taking = this.turns.take('write');
      if (taking === undefined) run();
      else taking.then(run, reject);
    });
  }

  /** With the turn held: one write transaction in the open group (opened if need be). */
  private async writeInGroup<T>(
    fn: (trx: Executor) => Promise<T>,
    budget: RequestBudget | undefined,
    resolve: (value: T) => void,
    reject: (error: unknown) => void,
  ): Promise<void> {
    try {
      if (this.group === undefined) {
        this.connection.runNow(BEGIN_IMMEDIATE);
        this.group = { members: [], startedAt: performance.now() };
      }
      const group = this.group;
      this.connection.runNow(SAVEPOINT);
      // Past its deadline, a statement of `fn` throws: the member rolls back to its savepoint whole.
      this.connection.deadline = budget?.deadline;
      let result: T;
      try {
        result = await fn(this.pinned);
      } finally {
        this.connection.deadline = undefined;
      }
      this.connection.runNow(RELEASE);
      group.members.push({ acknowledge: () => resolve(result), fail: reject });
    } catch (error) {
      reject(error);
      // A failed BEGIN leaves no transaction either: the (empty) group is abandoned.
      if (!this.undoMember()) return this.abandonGroup(error);
    }
    this.continueGroup(false);
  }

  /** Rolls the failed member back to its savepoint; false when the outer transaction is gone too. */
  private undoMember(): boolean {
    // An error SQLite rolls back itself (I/O error, disk full) ends the group's writes with it.
    if (!this.raw.inTransaction) return false;
    try {
      this.connection.runNow(ROLLBACK_TO);
      this.connection.runNow(RELEASE);
      return true;
    } catch {
      return false;
    }
  }

  /** The group's writes are lost (never acknowledged): each member fails with the error. */
  private abandonGroup(error: unknown): void {
    const group = this.group;
    this.group = undefined;
    try {
      if (this.raw.inTransaction) this.connection.runNow(ROLLBACK);
    } finally {
      for (const member of group?.members ?? []) member.fail(error);
      this.turns.give();
    }
  }

  /** After a member: hand the turn to the next writer (same group), or commit the group. */
  private continueGroup(waited: boolean): void {
    const group = this.group!;
    const full =
      group.members.length >= GROUP_LIMIT || performance.now() - group.startedAt >= GROUP_WINDOW_MS;
    const next = this.turns.nextKind;
    if (!full && next === 'write') return this.turns.give();
    // A group whose members all failed has nothing to wait for (its COMMIT writes nothing).
    if (full || next !== undefined || waited || group.members.length === 0)
      return this.commitGroup();
    // Nobody queued yet: requests whose bytes came in this turn of the event loop have not run.
    setImmediate(() => this.continueGroup(true));
  }

  private commitGroup(): void {
    const group = this.group!;
    try {
      this.connection.runNow(COMMIT);
    } catch (error) {
      // A failed COMMIT (disk full): nothing of the group is on disk.
      return this.abandonGroup(error);
    }
    this.group = undefined;
    this.commits++;
    for (const member of group.members) member.acknowledge();
    this.turns.give();
  }

  /** One connection, so every read in a turn is consistent: no BEGIN/COMMIT, only the turn. */
  async read<T>(fn: (trx: Executor) => Promise<T>, budget?: RequestBudget): Promise<T> {
    await this.turns.take();
    this.connection.deadline = budget?.deadline;
    try {
      return await fn(this.pinned);
    } finally {
      this.connection.deadline = undefined;
      this.turns.give();
    }
  }

  close(): Promise<void> {
    // After the writes in flight: an open group commits once something else is queued.
    this.closing ??= Promise.resolve(this.turns.take()).then(() => this.kysely.destroy());
    return this.closing;
  }
}
