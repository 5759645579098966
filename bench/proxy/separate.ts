import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { basicAuthorization } from '#server/http/basicAuth';
import { call, createCompany, expectStatus } from './api';
import { cpuOf, spawnChild, type SpawnedChild } from './children';
import { describeResult, loadOf, settle, type Load } from './load';
import {
  CONNECTIONS,
  DURATION_MS,
  GOAL,
  PROXY_CPU_GOAL_MICROS,
  ROUNDS,
  SETTLE_MS,
  TOKEN,
  WARMUP_MS,
} from './settings';

/** What the later layouts reuse: the company read, its path, the load and the direct figure. */
export interface Baseline {
  id: number;
  path: string;
  load: Load;
  /** Requests per second straight from the service, averaged over the rounds. */
  directPerSecond: number;
  service: SpawnedChild;
}

/**
 * The main comparison: GET of one company straight from the service and through the proxy, each
 * in a child process of its own, in alternating rounds; CPU per proxied request from both children.
 * Children started are added to `children` (the caller ends them).
 */
export async function measureSeparateProcesses(
  dataDir: string,
  children: ChildProcess[],
): Promise<Baseline> {
  const service = await spawnChild('service', dataDir);
  children.push(service.child);
  const id = await createCompany(service.port);
  const path = `/service/companies/${id}.xml`;
  const proxy = await spawnChild('proxy', `http://127.0.0.1:${service.port}`);
  children.push(proxy.child);

  // Both routes must answer the same document, or the comparison means nothing.
  const direct = await expectStatus(call(service.port, 'GET', path), 200, 'direct GET');
  const proxied = await expectStatus(call(proxy.port, 'GET', path), 200, 'proxied GET');
  if (direct.body !== proxied.body)
    throw new Error('the proxy answered a different document than the service');

  const authorization = basicAuthorization(TOKEN);
  const load = loadOf(path);

  process.stdout.write(
    `proxy benchmark: GET ${path} (${direct.body.length} bytes), ${CONNECTIONS} keep-alive connections, ` +
      `${SETTLE_MS / 1000} s settling, then ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per run, ${cpus().length} CPUs, Node ${process.version}\n` +
      'layout: load generator in this process; service and proxy each in a child process (no shared event loop)\n',
  );
  // Settle both processes before any measured run, so neither side is measured cold.
  await settle(proxy.port, path);
  let directTotal = 0;
  let proxiedTotal = 0;
  let errors = 0;
  let serviceCpu = 0;
  let proxyCpu = 0;
  let proxiedSent = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const directRun = await load(service.port, { authorization });
    process.stdout.write(`  round ${round} direct:        ${describeResult(directRun)}\n`);
    const [serviceBefore, proxyBefore] = await Promise.all([
      cpuOf(service.child),
      cpuOf(proxy.child),
    ]);
    const proxiedRun = await load(proxy.port, { host: `localhost:${proxy.port}` });
    const [serviceAfter, proxyAfter] = await Promise.all([
      cpuOf(service.child),
      cpuOf(proxy.child),
    ]);
    process.stdout.write(`  round ${round} through proxy: ${describeResult(proxiedRun)}\n`);
    directTotal += directRun.perSecond;
    proxiedTotal += proxiedRun.perSecond;
    errors += directRun.errors + proxiedRun.errors;
    serviceCpu += serviceAfter - serviceBefore;
    proxyCpu += proxyAfter - proxyBefore;
    proxiedSent += proxiedRun.sent;
  }
  const microseconds = (ms: number): string => `${Math.round((ms * 1000) / proxiedSent)} µs`;
  process.stdout.write(
    `CPU per proxied request: proxy ${microseconds(proxyCpu)}, service ${microseconds(serviceCpu)}\n`,
  );

  const ratio = proxiedTotal / directTotal;
  const proxyMicros = (proxyCpu * 1000) / proxiedSent;
  process.stdout.write(
    `proxy CPU per proxied request: ${Math.round(proxyMicros)} µs (goal ≤ ${PROXY_CPU_GOAL_MICROS} µs: ${proxyMicros <= PROXY_CPU_GOAL_MICROS ? 'met' : 'NOT met'})\n`,
  );
  process.stdout.write(
    `direct: ${Math.round(directTotal / ROUNDS)} req/s, through proxy: ${Math.round(proxiedTotal / ROUNDS)} req/s, ` +
      `ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL}: ${ratio >= GOAL ? 'met' : 'NOT met'})${errors > 0 ? `, ${errors} errors` : ''}\n`,
  );
  return { id, path, load, directPerSecond: directTotal / ROUNDS, service };
}
