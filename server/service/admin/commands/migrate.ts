import { join } from 'node:path';
import { SQLITE_FILE_NAME } from '../../store/openStore';
import { PostgresStoreDb } from '../../store/dialect/postgres';
import { SqliteStoreDb } from '../../store/dialect/sqlite';
import { migrateStore } from '../../store/migrations/migrateStore';
import { AdminError, UsageError, type AdminCommand, type AdminContext } from '../adminCommand';
import { parseCommandArgs, parseId, requiredOption } from '../args';
import { formatTable } from '../table';
import { copyAccounts, MigrationRefused, type AccountReport } from './migrateCopy';

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/** host:port/database of a URL, never its password. */
function describeTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

function printReport(ctx: AdminContext, report: AccountReport): void {
  ctx.out(`Account ${report.accountId} "${report.name}":`);
  const rows = report.tables.map((t) => [
    t.table,
    String(t.sqlite),
    String(t.postgres),
    String(t.inserted),
    String(t.updated),
    String(t.unchanged),
  ]);
  for (const line of formatTable(
    ['TABLE', 'SQLITE', 'POSTGRES', 'INSERTED', 'UPDATED', 'UNCHANGED'],
    rows,
  ))
    ctx.out(`  ${line}`);
  const inserted = report.tables.reduce((n, t) => n + t.inserted, 0);
  const updated = report.tables.reduce((n, t) => n + t.updated, 0);
  const unchanged = report.tables.reduce((n, t) => n + t.unchanged, 0);
  ctx.out(
    inserted + updated === 0
      ? `  Already migrated: all ${unchanged} rows were in PostgreSQL, unchanged; nothing was written.`
      : `  Copied: ${inserted} rows inserted, ${updated} refreshed from SQLite, ${unchanged} already there unchanged.`,
  );
  ctx.out(
    `  Verified: every table holds in PostgreSQL at least the ${report.tables.reduce((n, t) => n + t.sqlite, 0)} rows SQLite has.`,
  );
  for (const extra of report.tables.filter((t) => t.postgres > t.sqlite)) {
    ctx.note(
      `Note: ${extra.table} of account ${report.accountId} has ${extra.postgres - extra.sqlite} more rows in PostgreSQL than in SQLite (written there, or removed from SQLite since an earlier migration); they were left as they are.`,
    );
  }
}

/** Copies accounts from the SQLite store of DATA_DIR to the PostgreSQL database `to`. */
export async function migrate(
  ctx: AdminContext,
  input: { to: string; accountId?: number },
): Promise<AccountReport[]> {
  if (ctx.store.kind !== 'sqlite')
    throw new AdminError(
      'migrate copies from the SQLite store in DATA_DIR: unset DATABASE_URL and give the PostgreSQL database with --to',
    );
  const file = join(ctx.dataDir, SQLITE_FILE_NAME);
  const accounts = await ctx.store.accounts.listAccounts();
  if (accounts.length === 0) throw new AdminError(`${file} holds no accounts: nothing to migrate`);
  if (input.accountId !== undefined && !accounts.some((a) => a.id === input.accountId)) {
    throw new AdminError(
      `There is no account ${input.accountId} in ${file} (accounts: ${accounts.map((a) => a.id).join(', ')})`,
    );
  }
  const accountIds = input.accountId === undefined ? accounts.map((a) => a.id) : [input.accountId];

  const target = new PostgresStoreDb({ connectionString: input.to, maxConnections: 2 });
  // A connection of its own: the copy reads one snapshot of the file (BEGIN … COMMIT) while it
  // streams the rows, apart from the store's connection.
  const source = new SqliteStoreDb(file);
  try {
    await migrateStore(target).catch((error: unknown) => {
      throw new AdminError(
        `Cannot use PostgreSQL at ${describeTarget(input.to)}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    ctx.out(
      `Migrating ${accountIds.length === 1 ? `account ${accountIds[0]}` : `${accountIds.length} accounts`} from ${file} to PostgreSQL at ${describeTarget(input.to)}`,
    );
    const reports = await copyAccounts(source, target, accountIds).catch((error: unknown) => {
      if (error instanceof MigrationRefused)
        throw new AdminError(`${error.message}. Nothing was written.`);
      throw error;
    });
    for (const report of reports) printReport(ctx, report);
    return reports;
  } finally {
    await source.close();
    await target.close();
  }
}

export const migrateCommand: AdminCommand = {
  name: 'migrate',
  synopsis: 'migrate --to postgres://USER:PASSWORD@HOST:PORT/DATABASE [--account ID]',
  summary:
    'Copies accounts (all, or one) with all their data from the SQLite store to PostgreSQL, keeping ids, and verifies the counts.',
  details: [
    'Reads DATA_DIR/crm.sqlite (leave DATABASE_URL unset); creates the PostgreSQL tables when missing.',
    'Copies users and tokens, records, locations, tags, SuperTags and their values, comments, participants and links, in one transaction.',
    'Safe to run again: rows already copied are left alone or refreshed from SQLite, never duplicated.',
    'Refuses (writing nothing) when PostgreSQL already uses the same ids for another account.',
    'Stop the service (or stop writes) while it runs; then start the instances with DATABASE_URL.',
  ],
  prepare(args) {
    const parsed = parseCommandArgs(args, ['to', 'account']);
    const to = requiredOption(parsed, 'to');
    if (!POSTGRES_URL.test(to))
      throw new UsageError(
        '--to must be a PostgreSQL URL such as postgres://user:password@127.0.0.1:5432/crm',
      );
    try {
      new URL(to);
    } catch {
      throw new UsageError('--to is not a valid URL');
    }
    const account = parsed.values['account'];
    const accountId = account === undefined ? undefined : parseId(account, '--account');
    return async (ctx) => {
      await migrate(ctx, { to, accountId });
    };
  },
};
