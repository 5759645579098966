import { spawn } from 'node:child_process';
import pg from 'pg';
import {
  dropStaleTestSchemas,
  redactedUrl,
  TEST_DATABASE_URL_VARIABLE,
  testDatabaseUrl,
} from './testSchema';

/**
 * `npm run test:service:postgres [-- vitest arguments]`: the service test suite once more, every
 * store on PostgreSQL (TEST_STORE=postgres). Without TEST_DATABASE_URL it says SKIPPED and exits
 * 0 (a machine without PostgreSQL); with one that cannot be reached it fails — a CI that meant
 * to test PostgreSQL must never pass without having done so.
 */
const SERVICE_SUITE = ['server/service', 'server/proxy/serviceThroughProxy.test.ts'];

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('SHOW server_version');
    return rows[0]?.version ?? 'unknown';
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  const url = testDatabaseUrl();
  if (url === undefined) {
    process.stdout.write(
      `SKIPPED: the service suite on PostgreSQL: no PostgreSQL to run it against (${TEST_DATABASE_URL_VARIABLE} is not set).\n` +
        `         Set ${TEST_DATABASE_URL_VARIABLE}=postgres://user:password@127.0.0.1:5432/database (.ci/start-postgres prints one) to run it.\n`,
    );
    return 0;
  }
  let version: string;
  try {
    version = (await reachable(url))!;
  } catch (error) {
    process.stderr.write(
      `FAILED: no PostgreSQL reachable at ${redactedUrl(url)}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  process.stdout.write(`== service suite on PostgreSQL ${version} at ${redactedUrl(url)}\n`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...SERVICE_SUITE, ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TEST_STORE: 'postgres' },
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal === null ? 1 : 128)));
  });
  // The test processes have ended: their schemas can go.
  const dropped = await dropStaleTestSchemas(url).catch(() => 0);
  process.stdout.write(
    `== PostgreSQL run ${code === 0 ? 'passed' : 'FAILED'} (${dropped} test schemas removed)\n`,
  );
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
