import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Kysely, OperationNodeTransformer, PostgresDialect, sql } from 'kysely';
import type { PrimitiveValueListNode, ValueNode } from 'kysely';
import type { Database } from '../schema';
import { transformerPlugin, type Executor, type StoreDb } from './database';
import { errorCode, type StoreDialect } from './dialect';
import { POSTGRES_CONTACT_SEARCH } from './postgres/contactSearch';
import { POSTGRES_DEAL_TITLE_SEARCH } from './postgres/dealTitleSearch';
import { OverBudgetError, type RequestBudget } from '../requestBudget';

/** `bigint` columns as JS numbers, like SQLite's INTEGER; a value past 2^53 is refused, not rounded. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, 'text', (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`bigint ${text} does not fit a JavaScript number`);
  return value;
});

/** U+0000 removed from a string, and from the strings of an array; other values as they are. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replace(/\0/g, '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return value;
}

/**
 * PostgreSQL text cannot hold U+0000 (the statement is refused); SQLite stores it and the XML writer
 * drops it. Removed from every parameter, both stores answer alike and `%00` posts are no 500.
 */
class StripNulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...node, value: withoutNul(node.value) };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...node, values: node.values.map(withoutNul) };
  }
}

/** serialization_failure, deadlock_detected: the transaction did nothing and can simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export const POSTGRES_DIALECT: StoreDialect = {
  // nocase(): ASCII letters folded (migration 1), the function the unique indexes are built on.
  sameText: (value, other) => sql<boolean>`nocase(${value}) = nocase(${other})`,
  // COLLATE "C": byte order whatever the database's collation, as SQLite's NOCASE.
  textOrder: (value) => sql<string>`nocase(${value}) COLLATE "C"`,
  idArray: (select) => sql`COALESCE((SELECT json_agg(id) FROM (${select}) AS ids), '[]'::json)`,
  // Named apart from every table's columns: an unqualified `id` here would be the outer query's.
  idsOfJson: (json) =>
    sql<number>`(SELECT json_id::bigint FROM json_array_elements_text(${json}::json) AS json_ids (json_id))`,
  advisoryLock: async (trx, key) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  },
  isUniqueViolation: (error) => errorCode(error) === '23505',
  dealTitleSearch: POSTGRES_DEAL_TITLE_SEARCH,
  contactSearch: POSTGRES_CONTACT_SEARCH,
  // statement_timeout stops a statement from within (`withinBudget` below).
  budgetGuard: () => undefined,
};

/**
 * The transaction's first statement with a `budget`: its statements may run for what is left of
 * the request's budget (`SET LOCAL`: the setting ends with the transaction), then PostgreSQL
 * cancels them (57014, `isOverBudget`) and the transaction rolls back. Past the deadline already,
 * nothing runs.
 */
async function withinBudget(trx: Executor, budget: RequestBudget | undefined): Promise<void> {
  if (budget?.deadline === undefined) return;
  const left = Math.ceil(budget.deadline - Date.now());
  if (left <= 0) throw new OverBudgetError();
  await sql`SET LOCAL statement_timeout = ${sql.raw(String(left))}`.execute(trx);
}

export interface PostgresStoreDbOptions {
  connectionString: string;
  /** Connections this process keeps at most (default 10). */
  maxConnections?: number;
  /** Called each time a transaction PostgreSQL aborted is run again (metrics). */
  onRetry?: () => void;
  /** Times a transaction PostgreSQL aborted is run again at most (default 8). */
  retries?: number;
}

/** The pool under Kysely: writes as `StoreDb.write` says, reads on one REPEATABLE READ snapshot. */
export class PostgresStoreDb implements StoreDb {
  readonly kind = 'postgres';
  readonly pool: pg.Pool;
  readonly kysely: Kysely<Database>;
  readonly dialect = POSTGRES_DIALECT;
  executed = 0;

  constructor(private readonly options: PostgresStoreDbOptions) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      types,
      application_name: 'crm-service',
    });
    // Unheard, the error of an idle connection that breaks (server restart) would end the process.
    this.pool.on('error', () => undefined);
    this.kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: this.pool }),
      plugins: [transformerPlugin(new StripNulTransformer())],
      log: () => {
        this.executed++;
      },
    });
  }

  async write<T>(fn: (trx: Executor) => Promise<T>, budget?: RequestBudget): Promise<T> {
    const retries = this.options.retries ?? 8;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.kysely.transaction().execute(async (trx) => {
          await withinBudget(trx, budget);
          return fn(trx);
        });
      } catch (error) {
        if (!RETRYABLE.has(errorCode(error) ?? '') || attempt >= retries) throw error;
        this.options.onRetry?.();
        // A random, growing back-off, so that the transactions that collided do not collide again.
        await sleep(Math.random() * 5 * (attempt + 1));
      }
    }
  }

  read<T>(fn: (trx: Executor) => Promise<T>, budget?: RequestBudget): Promise<T> {
    const snapshot = this.kysely.transaction().setIsolationLevel('repeatable read');
    return snapshot.setAccessMode('read only').execute(async (trx) => {
      await withinBudget(trx, budget);
      return fn(trx);
    });
  }

  async close(): Promise<void> {
    await this.kysely.destroy();
  }
}
