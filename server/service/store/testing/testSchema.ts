import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The variable naming a PostgreSQL database the tests may create schemas in. */
export const TEST_DATABASE_URL_VARIABLE = 'TEST_DATABASE_URL';

/** TEST_DATABASE_URL, or undefined when it is unset (PostgreSQL tests are skipped then). */
export function testDatabaseUrl(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const url = env[TEST_DATABASE_URL_VARIABLE]?.trim();
  return url === undefined || url === '' ? undefined : url;
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/**
 * `url` with every connection's search_path set to `schema` (then public, where pg_trgm lives).
 * Test connections also skip waiting for the WAL flush at commit: nothing a test writes needs to
 * survive a crash, and it makes the suite much faster.
 */
export function urlWithSchema(
  url: string,
  schema: string,
  options: { durable?: boolean } = {},
): string {
  const parsed = new URL(url);
  parsed.searchParams.set(
    'options',
    `-c search_path=${schema},public${options.durable === true ? '' : ' -c synchronous_commit=off'}`,
  );
  return parsed.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_trgm in `public`, once per database: were the first test schema's migration to create it,
 * it would live in that schema and go with it (and every other schema's search indexes).
 * Creators take turns under an advisory lock: concurrent CREATE EXTENSION can collide.
 */
const TRGM_IN_PUBLIC = `DO $$ BEGIN
  PERFORM pg_advisory_xact_lock(1129467188);
  IF NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'pg_trgm') THEN CREATE EXTENSION pg_trgm WITH SCHEMA public; END IF;
END $$`;

const SCHEMA_PREFIX = 'test_';
const schemaPid = (name: string): number | undefined => {
  const match = /^test_(\d+)_[0-9a-f]+$/.exec(name);
  return match === null ? undefined : Number(match[1]);
};

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the test schemas whose process has ended (this machine's processes: the test database
 * is local). Schemas are reused within a process and left behind when it exits; this sweep, run
 * when a process starts using the database and after a suite run, removes them.
 */
export async function dropStaleTestSchemas(baseUrl: string): Promise<number> {
  return withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname LIKE '${SCHEMA_PREFIX}%'`,
    );
    const stale = rows
      .map((r) => r.nspname)
      .filter((name) => {
        const pid = schemaPid(name);
        return pid !== undefined && !processAlive(pid);
      });
    for (const name of stale) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    return stale.length;
  });
}

let processReady: Promise<void> | undefined;

/** Empty schemas of this process, already migrated, waiting for the next test. */
const idleSchemas: string[] = [];

export interface TestSchema {
  name: string;
  /** TEST_DATABASE_URL confined to this schema: give it to a store or a service process. */
  url: string;
  /** Empties the schema (ids start at 1 again) and keeps it for the next test of this process. */
  release(): Promise<void>;
  /** Removes the schema and everything in it. */
  drop(): Promise<void>;
}

/**
 * An empty schema in the test database for one test's store: tests running in parallel (in this
 * process or others) never see each other's rows. Released schemas are emptied and reused, so
 * most tests skip creating the tables; `drop` removes one for good.
 */
export async function acquireTestSchema(
  baseUrl: string,
  options: { durable?: boolean } = {},
): Promise<TestSchema> {
  processReady ??= withClient(baseUrl, (client) => client.query(TRGM_IN_PUBLIC)).then(async () => {
    await dropStaleTestSchemas(baseUrl);
  });
  await processReady;
  let name = idleSchemas.pop();
  if (name === undefined) {
    name = `${SCHEMA_PREFIX}${process.pid}_${randomBytes(5).toString('hex')}`;
    const created = name;
    await withClient(baseUrl, (client) => client.query(`CREATE SCHEMA ${created}`));
  }
  const schema = name;
  const url = urlWithSchema(baseUrl, schema, options);
  return {
    name: schema,
    url,
    async release() {
      await withClient(url, (client) => emptySchema(client, schema));
      idleSchemas.push(schema);
    },
    drop: () =>
      withClient(baseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)).then(
        () => undefined,
      ),
  };
}

/**
 * Deletes every row but the schema's migration history (accounts first: almost everything goes with them by ON DELETE CASCADE) and
 * restarts every identity, so the next test sees what a fresh schema would show. Much faster
 * than TRUNCATE or DROP, which create or remove files for every table and index.
 */
async function emptySchema(client: pg.Client, schema: string): Promise<void> {
  const tables = await client.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely\\_migration%' ORDER BY table_name <> 'accounts', table_name`,
    [schema],
  );
  const identities = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = $1 AND is_identity = 'YES'`,
    [schema],
  );
  const statements = [
    ...tables.rows.map((t) => `DELETE FROM ${schema}.${t.table_name}`),
    ...identities.rows.map(
      (c) => `ALTER TABLE ${schema}.${c.table_name} ALTER COLUMN ${c.column_name} RESTART`,
    ),
  ];
  await client.query(statements.join(';\n'));
}
