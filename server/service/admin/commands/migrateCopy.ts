import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../store/schema';
import type { PostgresStoreDb } from '../../store/dialect/postgres';
import type { SqliteStoreDb } from '../../store/dialect/sqlite';
import { IDENTITY_TABLES, MIGRATED_TABLES, type MigratedTable } from './migrateTables';

export interface TableReport {
  table: string;
  /** Rows of the account in SQLite (the copy's source snapshot). */
  sqlite: number;
  /** Rows of the account in PostgreSQL after the copy. */
  postgres: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface AccountReport {
  accountId: number;
  name: string;
  tables: TableReport[];
}

/** Why a copy was refused; nothing was written. */
export class MigrationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationRefused';
  }
}

type Row = Record<string, unknown>;

/** Rows per INSERT: far below PostgreSQL's 65535 parameters for the widest table. */
const BATCH_ROWS = 500;
/** Only one migration at a time writes to a database. */
const MIGRATE_LOCK = 0x43524d32; // "CRM2"

function sqliteStatement(source: SqliteStoreDb, query: RawBuilder<unknown>) {
  const compiled = query.compile(source.kysely);
  return {
    statement: source.raw.prepare(compiled.sql),
    parameters: compiled.parameters as unknown[],
  };
}

function sqliteCount(source: SqliteStoreDb, table: MigratedTable, accountId: number): number {
  const { statement, parameters } = sqliteStatement(
    source,
    sql`SELECT COUNT(*) AS n FROM ${sql.table(table.name)} WHERE ${table.owned(accountId)}`,
  );
  return (statement.get(...parameters) as { n: number }).n;
}

async function postgresCount(
  trx: Kysely<Database>,
  table: MigratedTable,
  accountId: number,
): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT COUNT(*) AS n FROM ${sql.table(table.name)} WHERE ${table.owned(accountId)}`.execute(
    trx,
  );
  return rows[0]!.n;
}

/**
 * One batch as INSERT … ON CONFLICT: new rows are inserted, existing ones refreshed only where a
 * column differs (so a re-run reports them unchanged). `xmax = 0` tells inserted from updated.
 */
async function upsert(
  trx: Kysely<Database>,
  table: MigratedTable,
  batch: Row[],
): Promise<{ inserted: number; updated: number }> {
  const columns = sql.join(table.columns.map((c) => sql.ref(c)));
  const values = sql.join(batch.map((row) => sql`(${sql.join(table.columns.map((c) => row[c]))})`));
  const onConflict =
    table.update.length === 0
      ? sql`DO NOTHING`
      : sql`DO UPDATE SET ${sql.join(table.update.map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`))}
          WHERE (${sql.join(table.update.map((c) => sql.ref(`${table.name}.${c}`)))}) IS DISTINCT FROM (${sql.join(table.update.map((c) => sql.ref(`excluded.${c}`)))})`;
  const { rows } = await sql<{
    inserted: boolean;
  }>`INSERT INTO ${sql.table(table.name)} (${columns}) VALUES ${values}
    ON CONFLICT (${sql.raw(table.conflict)}) ${onConflict} RETURNING (xmax = 0) AS inserted`.execute(
    trx,
  );
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted };
}

/** Refuses ids PostgreSQL already uses for another account's rows (keeping ids must never merge two accounts). */
async function checkIds(
  source: SqliteStoreDb,
  trx: Kysely<Database>,
  accountId: number,
): Promise<void> {
  const { statement, parameters } = sqliteStatement(
    source,
    sql`SELECT created_at FROM accounts WHERE id = ${accountId}`,
  );
  const createdAt = (statement.get(...parameters) as { created_at: number }).created_at;
  const existing = await trx
    .selectFrom('accounts')
    .select(['name', 'created_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (existing !== undefined && existing.created_at !== createdAt) {
    throw new MigrationRefused(
      `PostgreSQL already has an account ${accountId} ("${existing.name}") that is not this SQLite account: migrate into an empty database, or one that only holds earlier migrations of this SQLite file`,
    );
  }
  for (const table of MIGRATED_TABLES) {
    if (table.foreignIds === undefined) continue;
    const { statement: ids, parameters: idParameters } = sqliteStatement(
      source,
      sql`SELECT id FROM ${sql.table(table.name)} WHERE ${table.owned(accountId)}`,
    );
    const sourceIds = (ids.all(...idParameters) as { id: number }[]).map((r) => r.id);
    for (let i = 0; i < sourceIds.length; i += 10_000) {
      const { rows } = await sql<{
        id: number;
      }>`${table.foreignIds(accountId, sourceIds.slice(i, i + 10_000))} LIMIT 5`.execute(trx);
      if (rows.length > 0) {
        throw new MigrationRefused(
          `PostgreSQL already uses ${table.name} ids ${rows.map((r) => r.id).join(', ')} for another account: migrate into an empty database, or one that only holds earlier migrations of this SQLite file`,
        );
      }
    }
  }
}

async function copyTable(
  source: SqliteStoreDb,
  trx: Kysely<Database>,
  table: MigratedTable,
  accountId: number,
): Promise<TableReport> {
  const { statement, parameters } = sqliteStatement(
    source,
    sql`SELECT ${sql.join(table.columns.map((c) => sql.ref(c)))} FROM ${sql.table(table.name)} WHERE ${table.owned(accountId)} ORDER BY ${sql.raw(table.order)}`,
  );
  const report: TableReport = {
    table: table.name,
    sqlite: sqliteCount(source, table, accountId),
    postgres: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
  };
  let batch: Row[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const { inserted, updated } = await upsert(trx, table, batch);
    report.inserted += inserted;
    report.updated += updated;
    report.unchanged += batch.length - inserted - updated;
    batch = [];
  };
  // Streamed: an account of any size is copied without holding a table in memory.
  for (const row of statement.iterate(...parameters) as Iterable<Row>) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  report.postgres = await postgresCount(trx, table, accountId);
  return report;
}

/** Next ids after everything in the table (copied ids included), never moving a sequence back. */
async function continueSequences(trx: Kysely<Database>): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await sql`SELECT setval(seq, GREATEST((SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), nextval(seq)), false)
      FROM (SELECT pg_get_serial_sequence(${table}, 'id')::regclass AS seq) AS identity`.execute(
      trx,
    );
  }
}

/**
 * Copies whole accounts from the SQLite store to the PostgreSQL one, keeping every id: accounts,
 * users and their token hashes, deal statuses, contacts and locations, deals, to-dos,
 * communications and their links and participants, tags, SuperTag definitions and values,
 * comments. All accounts in one PostgreSQL transaction, read from one SQLite snapshot: either
 * everything is copied and verified, or nothing changes. Re-running inserts what is missing and
 * refreshes what changed in SQLite since; it never duplicates.
 */
export async function copyAccounts(
  source: SqliteStoreDb,
  target: PostgresStoreDb,
  accountIds: readonly number[],
): Promise<AccountReport[]> {
  source.raw.exec('BEGIN');
  try {
    return await target.kysely.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATE_LOCK})`.execute(trx);
      const reports: AccountReport[] = [];
      for (const accountId of accountIds) await checkIds(source, trx, accountId);
      for (const accountId of accountIds) {
        const { statement, parameters } = sqliteStatement(
          source,
          sql`SELECT name FROM accounts WHERE id = ${accountId}`,
        );
        const { name } = statement.get(...parameters) as { name: string };
        const tables: TableReport[] = [];
        for (const table of MIGRATED_TABLES)
          tables.push(await copyTable(source, trx, table, accountId));
        const short = tables.filter((t) => t.postgres < t.sqlite);
        if (short.length > 0) {
          throw new Error(
            `Verification failed for account ${accountId}: ${short.map((t) => `${t.table} has ${t.postgres} rows in PostgreSQL, ${t.sqlite} in SQLite`).join('; ')}; nothing was written`,
          );
        }
        reports.push({ accountId, name, tables });
      }
      await continueSequences(trx);
      return reports;
    });
  } finally {
    source.raw.exec('COMMIT');
  }
}
