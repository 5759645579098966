import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { call } from '../server/service/store/testing/httpClient';
import {
  startServiceProcess,
  type ServiceProcess,
} from '../server/service/store/testing/serviceProcess';
import {
  acquireTestSchema,
  redactedUrl,
  testDatabaseUrl,
  type TestSchema,
} from '../server/service/store/testing/testSchema';
import { runMixedLoad, type MixedLoadResult } from './scale/mixedLoad';

/**
 * `npm run bench:scale`: the same mixed read/write load (70 % shows and lists, 30 % creates,
 * updates, tag adds and location saves; keep-alive; fixed duration) against the service on
 * SQLite, on PostgreSQL with one process, and on PostgreSQL with two processes sharing the load
 * as behind a load balancer — printed side by side. Each setup starts from the demo data in a
 * fresh store. PostgreSQL comes from TEST_DATABASE_URL (a schema is created and dropped);
 * without it those rows say SKIPPED.
 *
 * Every process (services, PostgreSQL, this load generator) shares this machine's cores: the
 * two-process figure shows what a second instance adds here, not on separate machines.
 */
const TOKEN = 'bench-scale-token-0123456789abcdef';
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
const WARMUP_MS = 3_000;
const DURATION_MS = Number(process.env['BENCH_SECONDS'] ?? 10) * 1000;

interface Setup {
  processes: ServiceProcess[];
  close(): Promise<void>;
}

async function startSetup(
  count: number,
  databaseUrl: string | undefined,
  dir: string,
): Promise<Setup> {
  const processes: ServiceProcess[] = [];
  try {
    // The first process creates the account and loads the demo data; the others find them.
    for (let i = 0; i < count; i++)
      processes.push(
        await startServiceProcess({
          databaseUrl,
          dataDir: join(dir, `instance-${i}`),
          token: TOKEN,
          seed: 'demo',
        }),
      );
  } catch (error) {
    await Promise.all(processes.map((p) => p.stop()));
    throw error;
  }
  return { processes, close: async () => void (await Promise.all(processes.map((p) => p.stop()))) };
}

async function idsOf(baseUrl: string, collection: 'companies' | 'people'): Promise<number[]> {
  const reply = await call(baseUrl, TOKEN, 'GET', `/service/${collection}.xml?limit=500`);
  if (reply.status !== 200 || reply.xml === null)
    throw new Error(`GET ${collection}: ${reply.status} ${reply.text.slice(0, 200)}`);
  return reply.xml.children.map((record) =>
    Number(record.children.find((c) => c.name === 'id')?.text),
  );
}

async function measure(setup: Setup): Promise<MixedLoadResult> {
  const base = setup.processes[0]!.url;
  const [companyIds, personIds] = [await idsOf(base, 'companies'), await idsOf(base, 'people')];
  return runMixedLoad({
    ports: setup.processes.map((p) => p.port),
    token: TOKEN,
    connections: CONNECTIONS,
    warmupMs: WARMUP_MS,
    durationMs: DURATION_MS,
    companyIds,
    personIds,
  });
}

type Row = { store: string; processes: number; result: MixedLoadResult | string };

async function runSetup(
  rows: Row[],
  store: string,
  count: number,
  databaseUrl: string | undefined,
  dir: string,
): Promise<void> {
  process.stdout.write(`.. ${store} with ${count} process${count === 1 ? '' : 'es'}\n`);
  const setup = await startSetup(count, databaseUrl, join(dir, `${store}-${count}`));
  try {
    rows.push({ store, processes: count, result: await measure(setup) });
  } finally {
    await setup.close();
  }
}

function printTable(rows: Row[]): void {
  const header = [
    'store',
    'processes',
    'req/s',
    'reads/s',
    'writes/s',
    'p50 ms',
    'p99 ms',
    'errors',
  ];
  const lines = rows.map(({ store, processes, result }) =>
    typeof result === 'string'
      ? [store, String(processes), result]
      : [
          store,
          String(processes),
          result.perSecond.toFixed(0),
          (result.reads / (DURATION_MS / 1000)).toFixed(0),
          (result.writes / (DURATION_MS / 1000)).toFixed(0),
          result.p50Ms.toFixed(1),
          result.p99Ms.toFixed(1),
          String(result.errors),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  for (const line of [header, ...lines])
    process.stdout.write(
      `${line.map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ')}\n`,
    );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-bench-scale-'));
  const url = testDatabaseUrl();
  const rows: Row[] = [];
  process.stdout.write(
    `bench:scale — mixed load (70 % reads, 30 % writes), ${CONNECTIONS} keep-alive connections, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s, ` +
      `${availableParallelism()} cores shared by everything (load average ${loadavg()[0]!.toFixed(1)} at start)\n`,
  );
  let schemas: TestSchema[] = [];
  try {
    await runSetup(rows, 'SQLite', 1, undefined, dir);
    if (url === undefined) {
      const skipped =
        'SKIPPED: no PostgreSQL (set TEST_DATABASE_URL=postgres://…; .ci/start-postgres prints one)';
      rows.push(
        { store: 'PostgreSQL', processes: 1, result: skipped },
        { store: 'PostgreSQL', processes: 2, result: skipped },
      );
    } else {
      process.stdout.write(`   PostgreSQL at ${redactedUrl(url)}\n`);
      // Durable commits, like SQLite's synchronous=FULL: the comparison is of equals.
      schemas = [
        await acquireTestSchema(url, { durable: true }),
        await acquireTestSchema(url, { durable: true }),
      ];
      await runSetup(rows, 'PostgreSQL', 1, schemas[0]!.url, dir);
      await runSetup(rows, 'PostgreSQL', 2, schemas[1]!.url, dir);
    }
  } finally {
    await Promise.all(schemas.map((s) => s.drop()));
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write('\n');
  printTable(rows);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
