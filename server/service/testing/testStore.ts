import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { testDatabaseUrl } from '../store/testing/testSchema';
import { createSqliteStore } from '../store/openStore';

export type TestBackend = 'sqlite' | 'postgres';

/**
 * The backend the service tests run on: SQLite unless TEST_STORE=postgres, which needs
 * TEST_DATABASE_URL (`npm run test:service:postgres` sets both). Checked on every call so that a
 * typo fails loudly instead of quietly testing SQLite again.
 */
export function testBackend(
  env: Readonly<Record<string, string | undefined>> = process.env,
): TestBackend {
  const wanted = env['TEST_STORE']?.trim() || 'sqlite';
  if (wanted !== 'sqlite' && wanted !== 'postgres')
    throw new Error(`TEST_STORE must be sqlite or postgres (got "${wanted}")`);
  if (wanted === 'postgres' && testDatabaseUrl(env) === undefined)
    throw new Error(
      'TEST_STORE=postgres needs TEST_DATABASE_URL=postgres://user:password@host/database',
    );
  return wanted;
}

export interface TestStore {
  store: Store;
  backend: TestBackend;
  /**
   * A second connection to the same database (only when asked for), for arranging rows the API
   * cannot make and reading what it cannot show. Kysely queries run unchanged on both backends.
   */
  db: Kysely<Database> | undefined;
  close(): Promise<void>;
}

/**
 * A fresh, empty store for one test on the selected backend: SQLite in memory (a file in a
 * temporary folder when a second connection is wanted), or an empty PostgreSQL schema of its own
 * (emptied on close and reused by the next test of the process).
 */
export async function createTestStore(options: { direct?: boolean } = {}): Promise<TestStore> {
  return testBackend() === 'postgres'
    ? createPostgresTestStore(options.direct === true)
    : createSqliteTestStore(options.direct === true);
}

async function createSqliteTestStore(direct: boolean): Promise<TestStore> {
  if (!direct) {
    const store = await createSqliteStore(':memory:');
    return { store, backend: 'sqlite', db: undefined, close: () => store.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'crm-test-'));
  const file = join(dir, 'crm.sqlite');
  const store = await createSqliteStore(file);
  const connection = new BetterSqlite3(file);
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    store,
    backend: 'sqlite',
    db,
    async close() {
      await db.destroy();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestStore(direct: boolean): Promise<TestStore> {
  // Loaded only here: a SQLite run never loads the PostgreSQL driver.
  const [{ PostgresStoreDb }, { createPostgresStore }, { acquireTestSchema, redactedUrl }] =
    await Promise.all([
      import('../store/dialect/postgres'),
      import('../store/openPostgresStore'),
      import('../store/testing/testSchema'),
    ]);
  const baseUrl = testDatabaseUrl()!;
  const schema = await acquireTestSchema(baseUrl).catch((error: unknown) => {
    throw new Error(
      `TEST_STORE=postgres, but PostgreSQL at ${redactedUrl(baseUrl)} cannot be used: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const store = await createPostgresStore(schema.url, { maxConnections: 4 });
  const directDb = direct
    ? new PostgresStoreDb({ connectionString: schema.url, maxConnections: 2 })
    : undefined;
  return {
    store,
    backend: 'postgres',
    db: directDb?.kysely,
    async close() {
      await directDb?.close();
      await store.close();
      await schema.release();
    },
  };
}
