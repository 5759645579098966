import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The variable naming a PostgreSQL database the tests may create schemas in. */
export const TEST_DATABASE_URL_VARIABLE = 'TEST_DATABASE_URL';

/** TEST_DATABASE_URL, or undefined when it is unset (PostgreSQL tests are skipped then). */
export function testDatabaseUrl(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
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

/** `url` with every connection's search_path set to `schema` (then public, where pg_trgm lives). */
export function urlWithSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema},public -c synchronous_commit=off`);
  return parsed.toString();
}

async function runAdminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
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

let extensionReady: Promise<void> | undefined;

export interface TestSchema {
  name: string;
  /** TEST_DATABASE_URL confined to this schema: give it to a store or a service process. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty schema in the test database, for one test's store: tests running in parallel (in
 * this process or others) never see each other's rows, and `drop` removes everything it held.
 */
export async function createTestSchema(baseUrl: string): Promise<TestSchema> {
  extensionReady ??= runAdminStatement(baseUrl, TRGM_IN_PUBLIC);
  await extensionReady;
  const name = `test_${process.pid}_${randomBytes(5).toString('hex')}`;
  await runAdminStatement(baseUrl, `CREATE SCHEMA ${name}`);
  return {
    name,
    url: urlWithSchema(baseUrl, name),
    drop: () => runAdminStatement(baseUrl, `DROP SCHEMA IF EXISTS ${name} CASCADE`),
  };
}
