import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config';
import { silentLogger } from '../server/http/logger';
import { startProxyServer } from '../server/runtime/proxyServer';
import { hashToken } from '../server/service/auth/token';
import { bootstrapEmbeddedAccount } from '../server/service/bootstrap';
import { startServiceServer } from '../server/service/serviceServer';
import { openStore } from '../server/service/store/openStore';
import { loadImportContext } from '#transfer/csvImport/importContext';
import { matchHeaders } from '#transfer/csvImport/importFields';
import { parseCsv } from '#transfer/csvImport/parseCsv';
import { planImport } from '#transfer/csvImport/planImport';
import { IMPORT_CONCURRENCY, runImport } from '#transfer/csvImport/runImport';
import { createCompany } from '../src/api/companies';
import { createApiClient } from '../src/api/client/client';
import { mapConcurrently } from '../src/api/client/concurrently';

/**
 * `npm run bench:import`: rows per second of a 10,000-row CSV import of companies (parse, read the
 * account, dry run, run) through the proxy, divided by the rate of the same 10,000 creates sent
 * straight to the service with the same number in flight, in the same run. The service and the
 * proxy run in child processes (as `npm start` would put them beside the browser); each round gets
 * an empty account of its own so no round reads another's records. Goal: ≥ 0.8.
 */
const ROWS = 10_000;
const ROUNDS = 2;
const GOAL = 0.8;
const thisFile = fileURLToPath(import.meta.url);

interface Ready {
  port: number;
}
type Message = { newAccount: string } | { token: string; upstream: string };

async function serviceChild(dataDir: string): Promise<void> {
  const store = await openStore({ dataDir });
  await bootstrapEmbeddedAccount(store, {
    dataDir,
    token: 'bench-import-token-0',
    seed: 'none',
    log: silentLogger,
    announce: () => undefined,
  });
  const service = await startServiceServer({
    store,
    host: '127.0.0.1',
    port: 0,
    log: silentLogger,
  });
  process.on('message', (message: { newAccount: string }) => {
    void (async () => {
      const accountId = await store.accounts.createAccount(`Bench ${message.newAccount}`);
      await store.accounts.createUser(
        accountId,
        { name: 'Bench', email: 'bench@example.com' },
        hashToken(message.newAccount),
      );
      process.send?.({ created: message.newAccount });
    })();
  });
  process.send?.({ port: Number(new URL(service.url).port) } satisfies Ready);
  process.on('disconnect', () => process.exit(0));
}

async function proxyChild(upstream: string, token: string): Promise<void> {
  const config = loadConfig({
    PORT: '0',
    CRM_BASE_URL: upstream,
    CRM_API_TOKEN: token,
    LOG_LEVEL: 'silent',
  });
  const proxy = await startProxyServer({
    config,
    upstream: {
      upstreams: [new URL(upstream)],
      token,
      label: 'embedded',
      description: 'bench',
      close: () => Promise.resolve(),
    },
    log: silentLogger,
  });
  process.send?.({ port: proxy.port } satisfies Ready);
  process.on('disconnect', () => process.exit(0));
}

function spawnChild(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(thisFile, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: Ready) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`a bench process exited early (code ${code})`)));
  });
}

function newAccount(service: ChildProcess, token: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { created?: string }) => {
      if (message.created === token) {
        service.off('message', onMessage);
        resolve();
      }
    };
    service.on('message', onMessage);
    service.send({ newAccount: token } satisfies Message);
  });
}

const basic = (token: string) => ({
  authorization: `Basic ${Buffer.from(`${token}:x`).toString('base64')}`,
});

function csvOf(round: number): string {
  const lines = ['Name,Notes'];
  for (let i = 0; i < ROWS; i++) lines.push(`Import ${round} company ${i},"Imported, row ${i}"`);
  return `${lines.join('\n')}\n`;
}

async function direct(servicePort: number, token: string, round: number): Promise<number> {
  const client = createApiClient({
    baseUrl: `http://127.0.0.1:${servicePort}/service`,
    headers: basic(token),
  });
  const rows = Array.from({ length: ROWS }, (_, i) => i);
  const started = performance.now();
  await mapConcurrently(
    rows,
    (i) =>
      createCompany(client, { name: `Direct ${round} company ${i}`, notes: `Imported, row ${i}` }),
    IMPORT_CONCURRENCY,
  );
  return ROWS / ((performance.now() - started) / 1000);
}

async function imported(proxyPort: number, round: number): Promise<number> {
  const client = createApiClient({ baseUrl: `http://127.0.0.1:${proxyPort}/service` });
  const started = performance.now();
  const csv = await parseCsv(csvOf(round));
  const context = await loadImportContext(client, 'companies');
  const plan = await planImport(
    csv.rows,
    matchHeaders(csv.header, 'companies', context.superTags),
    context,
    { policy: 'skip' },
  );
  const outcome = await runImport(client, plan, {
    kind: 'companies',
    users: context.users,
    superTags: context.superTags,
  });
  const failed = outcome.results.filter((r) => r.status !== 'created').length;
  if (failed > 0)
    throw new Error(
      `${failed} rows were not created: ${outcome.results.find((r) => r.status !== 'created')?.error ?? ''}`,
    );
  return ROWS / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-bench-import-'));
  const children: ChildProcess[] = [];
  try {
    const service = await spawnChild(['--service', dataDir]);
    children.push(service.child);
    let bestDirect = 0;
    let bestImport = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const directToken = `bench-direct-${round}`;
      await newAccount(service.child, directToken);
      bestDirect = Math.max(bestDirect, await direct(service.port, directToken, round));
      const importToken = `bench-import-${round}`;
      await newAccount(service.child, importToken);
      const proxy = await spawnChild(['--proxy', `http://127.0.0.1:${service.port}`, importToken]);
      children.push(proxy.child);
      bestImport = Math.max(bestImport, await imported(proxy.port, round));
      proxy.child.kill();
    }
    const ratio = bestImport / bestDirect;
    process.stdout.write(
      `bench:import ${ROWS} rows: CSV import through the proxy ${bestImport.toFixed(0)} rows/s, direct creates ${bestDirect.toFixed(0)} rows/s, ` +
        `ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL}: ${ratio >= GOAL ? 'met' : 'NOT met'})\n`,
    );
    if (ratio < GOAL) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const [role, first, second] = process.argv.slice(2);
if (role === '--service' && first !== undefined) await serviceChild(first);
else if (role === '--proxy' && first !== undefined && second !== undefined)
  await proxyChild(first, second);
else await main();
