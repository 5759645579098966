import { fork, type ChildProcess } from 'node:child_process';
import type { Dispatcher } from 'undici';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config';
import { createLogger, silentLogger, type Logger } from '../server/http/logger';
import { createHttpMetrics } from '../server/observability/httpMetrics';
import { startProxyServer } from '../server/runtime/proxyServer';
import { bootstrapEmbeddedAccount } from '../server/service/bootstrap';
import { startEmbeddedService } from '../server/runtime/embeddedService';
import { startServiceServer } from '../server/service/serviceServer';
import { openStore } from '../server/service/store/openStore';
import { runLoad, type LoadResult } from './keepAliveLoad';
import { basicAuthorization } from '../server/http/basicAuth';

/**
 * `npm run bench:proxy`: throughput of GET /service/companies/{id}.xml straight from the service
 * and through the proxy, with the same keep-alive load. The service and the proxy each run in
 * their own child process (as the fairer layout: neither shares an event loop with the other or
 * with the load generator); one more run puts both in one process and one event loop, for
 * reference. Goal: proxied ≥ 0.45 × direct, and the proxy's CPU per request ≤ 90 µs. Then the
 * `npm start` layout (the service in a worker thread of the proxy's process, reached over its
 * MessagePort), proxied against that service's own throughput (on its HTTP port) in the same run.
 * Goal: ≥ 0.6.
 *
 * Then the cost of logging and metrics: the same proxied load against a proxy + service pair with
 * both off (silent, no /metrics) and a pair with both on (a JSON line per request at info written
 * to a file, by the proxy and by the service; /metrics counting), alternating, side by side.
 * Goal: with ≥ 0.90 × without.
 */
const TOKEN = 'bench-token-0123456789abcdef';
const CONNECTIONS = 32;
const WARMUP_MS = 1_000;
/** Fresh processes run several times slower until the JIT has settled (measured: ~4 s here). */
const SETTLE_MS = 4_000;
const DURATION_MS = 5_000;
const ROUNDS = 2;
const GOAL = 0.45;
/** `npm start` (the service in a worker thread of the proxy's process): proxied ÷ the service's own. */
const START_GOAL = 0.6;
/** CPU of the proxy process per proxied request. */
const PROXY_CPU_GOAL_MICROS = 90;
const OBSERVABILITY_GOAL = 0.9;
const OBSERVABILITY_ROUNDS = 4;

type Role =
  | 'service'
  | 'proxy'
  | 'both'
  | 'start'
  | 'bare-service'
  | 'bare-proxy'
  | 'observed-service'
  | 'observed-proxy';
interface Ready {
  port: number;
  /** The `start` layout: its embedded service's own port. */
  servicePort?: number;
}

const thisFile = fileURLToPath(import.meta.url);

// ---- child processes -------------------------------------------------------------------------

/** Logging and metrics of a child: silent with /metrics (the default layouts), all off, or all on. */
interface Observability {
  log: Logger;
  metrics: boolean;
}
const DEFAULT_OBSERVABILITY: Observability = { log: silentLogger, metrics: true };

async function startService(
  dataDir: string,
  observability = DEFAULT_OBSERVABILITY,
): Promise<{ url: string; close(): Promise<void> }> {
  const store = await openStore({ dataDir });
  await bootstrapEmbeddedAccount(store, {
    dataDir,
    token: TOKEN,
    seed: 'none',
    log: silentLogger,
    announce: () => undefined,
  });
  const service = await startServiceServer({
    store,
    host: '127.0.0.1',
    port: 0,
    log: observability.log,
    metrics: observability.metrics,
  });
  return {
    url: service.url,
    close: async () => {
      await service.close();
      await store.close();
    },
  };
}

async function startProxy(
  upstreamUrl: string,
  observability = DEFAULT_OBSERVABILITY,
  dispatcher?: Dispatcher,
): Promise<number> {
  const config = loadConfig({
    PORT: '0',
    CRM_BASE_URL: upstreamUrl,
    CRM_API_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
  });
  const upstream = {
    upstreams: [new URL(upstreamUrl)],
    dispatcher,
    token: TOKEN,
    label: 'embedded',
    description: 'embedded service',
    close: () => Promise.resolve(),
  };
  const proxy = await startProxyServer({
    config,
    upstream,
    log: observability.log,
    metrics: observability.metrics,
  });
  return proxy.port;
}

/** Logging (JSON lines at info, to a file in `logDir`) and metrics both on, or both off. */
function observability(observed: boolean, name: string, logDir: string): Observability {
  return observed
    ? { log: createLogger(name, 'info', join(logDir, `${name}.log`)), metrics: true }
    : { log: silentLogger, metrics: false };
}

async function runChild(role: Role, arg: string, logDir: string): Promise<void> {
  let port: number;
  let servicePort: number | undefined;
  if (role === 'start') {
    // As `npm start` runs them: the embedded service in a worker thread, the proxy on the main one.
    const service = await startEmbeddedService(
      {
        dataDir: arg,
        databaseUrl: undefined,
        token: TOKEN,
        seed: 'none',
        logLevel: 'silent',
        port: 0,
        activityRetentionDays: undefined,
      },
      silentLogger,
    );
    servicePort = Number(new URL(service.url).port);
    port = await startProxy(service.url, DEFAULT_OBSERVABILITY, service.dispatcher);
  } else if (role === 'service') port = Number(new URL((await startService(arg)).url).port);
  else if (role === 'proxy') port = await startProxy(arg);
  else if (role === 'both') port = await startProxy((await startService(arg)).url);
  else if (role === 'bare-service' || role === 'observed-service')
    port = Number(
      new URL(
        (await startService(arg, observability(role === 'observed-service', 'service', arg))).url,
      ).port,
    );
  else port = await startProxy(arg, observability(role === 'observed-proxy', 'proxy', logDir));
  process.send?.({ port, servicePort } satisfies Ready);
  // CPU time on request: the parent turns it into CPU per request, a figure the other loads of a
  // shared machine disturb far less than requests per second.
  process.on('message', () => process.send?.(process.cpuUsage()));
  // The parent going away (or killing us) ends the child.
  process.on('disconnect', () => process.exit(0));
}

// ---- parent ----------------------------------------------------------------------------------

function spawnChild(
  role: Role,
  arg: string,
  logDir = '',
): Promise<{ child: ChildProcess; port: number; servicePort?: number }> {
  const child = fork(thisFile, [`--${role}`, arg, logDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: Ready) =>
      resolve({ child, port: message.port, servicePort: message.servicePort }),
    );
    child.once('exit', (code) =>
      reject(new Error(`the ${role} process exited early (code ${code})`)),
    );
  });
}

/** CPU milliseconds (user + system) the child has used so far. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage: NodeJS.CpuUsage) => resolve((usage.user + usage.system) / 1000));
    child.send('cpu');
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function call(port: number, method: string, path: string, body?: string): Promise<Answer> {
  const headers: http.OutgoingHttpHeaders = { authorization: basicAuthorization(TOKEN) };
  if (body !== undefined)
    Object.assign(headers, {
      'content-type': 'application/xml',
      'content-length': Buffer.byteLength(body),
    });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function expectStatus(
  answer: Promise<Answer>,
  status: number,
  what: string,
): Promise<Answer> {
  const result = await answer;
  if (result.status !== status)
    throw new Error(
      `${what}: expected ${status}, got ${result.status} ${result.body.slice(0, 300)}`,
    );
  return result;
}

/** One company with a few tags, locations and comments, created through the API. */
async function createCompany(port: number): Promise<number> {
  const created = await expectStatus(
    call(
      port,
      'POST',
      '/service/companies.xml',
      '<company><name>Benchmark Industries</name><notes>A company with some of everything, for the proxy benchmark.</notes></company>',
    ),
    201,
    'create company',
  );
  const id = Number(/\/companies\/(\d+)\.xml$/.exec(String(created.headers.location))?.[1]);
  if (!Number.isInteger(id))
    throw new Error(`create company: no id in Location ${String(created.headers.location)}`);
  await expectStatus(
    call(
      port,
      'PUT',
      `/service/companies/${id}/add_tag.xml`,
      '<tags>customer, emea, priority, partner</tags>',
    ),
    200,
    'add tags',
  );
  const places: [label: string, city: string][] = [
    ['Work', 'Berlin'],
    ['Warehouse', 'Hamburg'],
    ['Billing', 'Munich'],
  ];
  for (const [label, city] of places) {
    const location = `<location><label>${label}</label><email>${label.toLowerCase()}@bench.example</email><phone>+49 30 1234567</phone><street_1>Hauptstraße 1</street_1><city>${city}</city><postal_code>10115</postal_code><country>Germany</country></location>`;
    await expectStatus(
      call(port, 'POST', `/service/companies/${id}/locations.xml`, location),
      201,
      `add location ${label}`,
    );
  }
  for (let i = 1; i <= 3; i++) {
    await expectStatus(
      call(
        port,
        'POST',
        `/service/companies/${id}/comments.xml`,
        `<comment><comment>Comment number ${i} on the benchmark company.</comment></comment>`,
      ),
      201,
      `add comment ${i}`,
    );
  }
  return id;
}

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

function describeResult(result: LoadResult): string {
  const errors = result.errors > 0 ? `, ${result.errors} errors` : '';
  return `${Math.round(result.perSecond).toString().padStart(6)} req/s (p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms${errors})`;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-'));
  const combinedDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-combined-'));
  const startDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-start-'));
  const bareDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-bare-'));
  const observedDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-observed-'));
  const children: ChildProcess[] = [];
  try {
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
    const load = (port: number, headers: http.OutgoingHttpHeaders = {}): Promise<LoadResult> =>
      runLoad({
        port,
        path,
        headers: { accept: 'application/xml', ...headers },
        connections: CONNECTIONS,
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
      });

    process.stdout.write(
      `proxy benchmark: GET ${path} (${direct.body.length} bytes), ${CONNECTIONS} keep-alive connections, ` +
        `${SETTLE_MS / 1000} s settling, then ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s per run, ${cpus().length} CPUs, Node ${process.version}\n` +
        'layout: load generator in this process; service and proxy each in a child process (no shared event loop)\n',
    );
    // Settle both processes before any measured run, so neither side is measured cold.
    await runLoad({
      port: proxy.port,
      path,
      headers: { host: `localhost:${proxy.port}` },
      connections: CONNECTIONS,
      warmupMs: 0,
      durationMs: SETTLE_MS,
    });
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

    // For reference: proxy and service sharing one process and event loop, as `npm start` ran them.
    service.child.kill();
    const combined = await spawnChild('both', combinedDir);
    children.push(combined.child);
    const combinedId = await createCompany(combined.port);
    if (combinedId !== id) throw new Error('the combined layout created a different company id');
    await runLoad({
      port: combined.port,
      path,
      headers: { host: `localhost:${combined.port}` },
      connections: CONNECTIONS,
      warmupMs: 0,
      durationMs: SETTLE_MS,
    });
    const combinedRun = await load(combined.port, { host: `localhost:${combined.port}` });
    process.stdout.write(
      `for reference, proxy and service in one process and one event loop (npm start before its worker thread): ${describeResult(combinedRun)}, ` +
        `${(combinedRun.perSecond / (directTotal / ROUNDS)).toFixed(2)} of direct\n`,
    );
    combined.child.kill();

    // `npm start` as it runs now: the service in a worker thread beside the proxy. Its ratio is
    // proxied ÷ that same service's own throughput, alternating, in this run.
    const started = await spawnChild('start', startDir);
    children.push(started.child);
    const startServicePort = started.servicePort!;
    if ((await createCompany(startServicePort)) !== id)
      throw new Error('the npm start layout created a different company id');
    await runLoad({
      port: started.port,
      path,
      headers: { host: `localhost:${started.port}` },
      connections: CONNECTIONS,
      warmupMs: 0,
      durationMs: SETTLE_MS,
    });
    let startDirect = 0;
    let startProxied = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const own = await load(startServicePort, { authorization });
      const through = await load(started.port, { host: `localhost:${started.port}` });
      process.stdout.write(
        `  round ${round} npm start layout, service's own: ${describeResult(own)}, through proxy: ${describeResult(through)}\n`,
      );
      startDirect += own.perSecond;
      startProxied += through.perSecond;
    }
    const startRatio = startProxied / startDirect;
    process.stdout.write(
      `npm start layout (service in a worker thread): service's own ${Math.round(startDirect / ROUNDS)} req/s, through proxy ${Math.round(startProxied / ROUNDS)} req/s, ` +
        `ratio ${startRatio.toFixed(2)} (goal ≥ ${START_GOAL}: ${startRatio >= START_GOAL ? 'met' : 'NOT met'})\n`,
    );
    started.child.kill();

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
      await runLoad({
        port: layoutProxy.port,
        path,
        headers: { host: `localhost:${layoutProxy.port}` },
        connections: CONNECTIONS,
        warmupMs: 0,
        durationMs: SETTLE_MS,
      });
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
  } finally {
    for (const child of children) child.kill();
    await rm(dataDir, { recursive: true, force: true });
    await rm(combinedDir, { recursive: true, force: true });
    await rm(startDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
    await rm(observedDir, { recursive: true, force: true });
  }
}

const role = process.argv[2];
const ROLES: readonly Role[] = [
  'service',
  'proxy',
  'both',
  'start',
  'bare-service',
  'bare-proxy',
  'observed-service',
  'observed-proxy',
];
if (role !== undefined && ROLES.some((known) => role === `--${known}`)) {
  runChild(role.slice(2) as Role, process.argv[3] ?? '', process.argv[4] ?? '').catch(
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    process.stderr.write(
      `proxy benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
