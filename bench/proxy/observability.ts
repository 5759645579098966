import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createLogger } from '#server/http/logger';
import { createHttpMetrics } from '#server/observability/httpMetrics';
import { createCompany } from './api';
import { cpuOf, spawnChild } from './children';
import { describeResult, settle } from './load';
import type { Baseline } from './separate';
import { OBSERVABILITY_GOAL, OBSERVABILITY_ROUNDS } from './settings';

/** CPU µs of one request log line (to a file) and of one metrics observation, in a tight loop in this process. */
function measureAlone(logDir: string): { logMicros: number; metricsMicros: number } {
  const count = 50_000;
  const log = createLogger('bench', 'info', join(logDir, 'alone.log'));
  const metrics = createHttpMetrics('crm_proxy');
  const cpu = (fn: (i: number) => void): number => {
    const before = process.cpuUsage();
    for (let i = 0; i < count; i++) fn(i);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / count;
  };
  const logMicros = cpu((i) =>
    log.request?.({
      app: 'proxy',
      reqId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      method: 'GET',
      route: '/service/companies/:id.xml',
      status: 200,
      ms: 1.25,
    }),
  );
  const metricsMicros = cpu((i) =>
    metrics.observe('/service/companies/:id.xml', 'GET', 200, (i % 100) / 10_000),
  );
  return { logMicros, metricsMicros };
}

/**
 * The cost of logging and metrics: proxied load through a pair with both off (`bareDir`) and a
 * pair with both on (`observedDir`), alternating; then each cost measured alone.
 */
export async function measureObservability(
  bareDir: string,
  observedDir: string,
  children: ChildProcess[],
  { id, path, load }: Baseline,
): Promise<void> {
  // The cost of logging and metrics: the same proxied load through a proxy + service pair with
  // both off and one with both on, each process a child of its own, alternating runs.
  interface Layout {
    kind: 'bare' | 'observed';
    service: { child: ChildProcess; port: number };
    proxy: { child: ChildProcess; port: number };
    perSecond: number;
    cpuMs: number;
    sent: number;
  }
  const layouts: Layout[] = [];
  for (const [kind, dir] of [
    ['bare', bareDir],
    ['observed', observedDir],
  ] as const) {
    const layoutService = await spawnChild(`${kind}-service`, dir);
    children.push(layoutService.child);
    if ((await createCompany(layoutService.port)) !== id)
      throw new Error('the logging/metrics layouts created a different company id');
    const layoutProxy = await spawnChild(
      `${kind}-proxy`,
      `http://127.0.0.1:${layoutService.port}`,
      dir,
    );
    children.push(layoutProxy.child);
    await settle(layoutProxy.port, path);
    layouts.push({
      kind,
      service: layoutService,
      proxy: layoutProxy,
      perSecond: 0,
      cpuMs: 0,
      sent: 0,
    });
  }
  // More, alternating rounds (each order in turn): the other loads of a shared machine come and go.
  for (let round = 1; round <= OBSERVABILITY_ROUNDS; round++) {
    for (const layout of round % 2 === 1 ? layouts : [...layouts].reverse()) {
      const before = await Promise.all([cpuOf(layout.service.child), cpuOf(layout.proxy.child)]);
      const run = await load(layout.proxy.port, { host: `localhost:${layout.proxy.port}` });
      const after = await Promise.all([cpuOf(layout.service.child), cpuOf(layout.proxy.child)]);
      layout.perSecond += run.perSecond;
      layout.cpuMs += after[0] - before[0] + after[1] - before[1];
      layout.sent += run.sent;
      process.stdout.write(
        `  round ${round} through proxy, ${layout.kind === 'bare' ? 'without logging/metrics' : 'with logging/metrics   '}: ${describeResult(run)}\n`,
      );
    }
  }
  const [bareLayout, observedLayout] = layouts as [Layout, Layout];
  const throughputRatio = observedLayout.perSecond / bareLayout.perSecond;
  const cpuPerRequest = (layout: Layout): number => (layout.cpuMs * 1000) / layout.sent;
  // CPU per request is what the shared machine disturbs least: the throughput it allows, with/without.
  const cpuRatio = cpuPerRequest(bareLayout) / cpuPerRequest(observedLayout);
  const verdict = (ratio: number): string =>
    `${ratio.toFixed(2)} (goal ≥ ${OBSERVABILITY_GOAL}: ${ratio >= OBSERVABILITY_GOAL ? 'met' : 'NOT met'})`;
  process.stdout.write(
    `logging and metrics (a JSON line per request at info to a file in the proxy and in the service, /metrics counting):\n` +
      `  throughput without ${Math.round(bareLayout.perSecond / OBSERVABILITY_ROUNDS)} req/s, with ${Math.round(observedLayout.perSecond / OBSERVABILITY_ROUNDS)} req/s: ratio ${verdict(throughputRatio)}\n` +
      `  CPU per proxied request (proxy + service) without ${Math.round(cpuPerRequest(bareLayout))} µs, with ${Math.round(cpuPerRequest(observedLayout))} µs: ` +
      `throughput ratio ${verdict(cpuRatio)}, cost ${((1 - cpuRatio) * 100).toFixed(1)} %\n`,
  );
  const alone = measureAlone(observedDir);
  process.stdout.write(
    `  measured alone, per request and process: a JSON request line ${alone.logMicros.toFixed(1)} µs (its write is batched), a metrics observation ${alone.metricsMicros.toFixed(1)} µs ` +
      `(× 2 processes = ${((((alone.logMicros + alone.metricsMicros) * 2) / cpuPerRequest(bareLayout)) * 100).toFixed(1)} % of the CPU per proxied request without them)\n`,
  );
}
