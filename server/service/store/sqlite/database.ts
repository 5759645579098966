import BetterSqlite3 from 'better-sqlite3';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Compilable } from 'kysely';
import type { Database } from '../schema';
import { SQLITE_MIGRATIONS } from './migrations';

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/** Prepared statements kept per SQL text; bounded because IN-lists of varying length make new texts. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * The SQLite connection. Kysely builds the SQL (the same builder the PostgreSQL store uses);
 * better-sqlite3 runs it synchronously from a cache of prepared statements. Being synchronous is
 * the point: a store method runs inside one `transaction()` with no await in between, so a
 * check-then-write (If-Match, "create or update by label", unique tag names) is atomic.
 */
export class SqliteDb {
  readonly raw: BetterSqlite3.Database;
  /** Builds queries only: run them with `all`, `get` or `run`. */
  readonly qb: Kysely<Database>;
  private readonly statements = new Map<string, Statement>();
  /** Statements run so far (tests count the queries a read path takes; cheap enough to keep). */
  executed = 0;

  /** A file name, or (while the store moves to one implementation) the new store's open connection. */
  constructor(filename: string | BetterSqlite3.Database) {
    this.raw = typeof filename === 'string' ? new BetterSqlite3(filename) : filename;
    this.raw.pragma('journal_mode = WAL');
    // NORMAL is durable across process crashes in WAL mode (only an OS crash can lose the last
    // transactions); FULL makes every acknowledged write survive power loss too.
    this.raw.pragma('synchronous = FULL');
    this.raw.pragma('foreign_keys = ON');
    this.raw.pragma('busy_timeout = 5000');
    this.qb = new Kysely<Database>({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new SqliteIntrospector(db),
        createQueryCompiler: () => new SqliteQueryCompiler(),
      },
    });
    this.migrate();
  }

  private migrate(): void {
    const current = this.raw.pragma('user_version', { simple: true }) as number;
    if (current > SQLITE_MIGRATIONS.length) {
      throw new Error(`Database schema version ${current} is newer than this program knows (${SQLITE_MIGRATIONS.length}); upgrade the program`);
    }
    for (let version = current; version < SQLITE_MIGRATIONS.length; version++) {
      this.raw.transaction(() => {
        this.raw.exec(SQLITE_MIGRATIONS[version]!);
        this.raw.pragma(`user_version = ${version + 1}`);
      })();
    }
  }

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

  all<R>(query: Compilable<R>): R[] {
    const { sql, parameters } = query.compile();
    this.executed++;
    return this.statement(sql).all(...(parameters as unknown[])) as R[];
  }

  get<R>(query: Compilable<R>): R | undefined {
    const { sql, parameters } = query.compile();
    this.executed++;
    return this.statement(sql).get(...(parameters as unknown[])) as R | undefined;
  }

  run(query: Compilable<unknown>): { changes: number; lastInsertRowid: number } {
    const { sql, parameters } = query.compile();
    this.executed++;
    const result = this.statement(sql).run(...(parameters as unknown[]));
    return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
  }

  /** Runs `fn` in one IMMEDIATE transaction (takes the write lock up front: no upgrade deadlocks). */
  transaction<T>(fn: () => T): T {
    return this.raw.transaction(fn).immediate();
  }

  close(): void {
    this.raw.close();
  }
}
