import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dispatcher } from 'undici';
import { loadConfig } from '#server/config';
import { createLogger, silentLogger, type Logger } from '#server/http/logger';
import { startProxyServer } from '#server/runtime/proxyServer';
import { startEmbeddedService } from '#server/runtime/embeddedService';
import { bootstrapEmbeddedAccount } from '#server/service/bootstrap';
import { startServiceServer } from '#server/service/serviceServer';
import { openStore } from '#server/service/store/openStore';
import { TOKEN } from './settings';

/**
 * The servers under test, each in a child process: the bench's entry file forked with a role
 * (`--service`, `--proxy`, …), which `runChild` plays.
 */
export type Role =
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

/** The entry file, forked for each child (its role flag makes it run `runChild`). */
const benchFile = fileURLToPath(new URL('../proxy.bench.ts', import.meta.url));

export const ROLES: readonly Role[] = [
  'service',
  'proxy',
  'both',
  'start',
  'bare-service',
  'bare-proxy',
  'observed-service',
  'observed-proxy',
];

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

export async function runChild(role: Role, arg: string, logDir: string): Promise<void> {
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

export interface SpawnedChild {
  child: ChildProcess;
  port: number;
  /** The `start` layout: its embedded service's own port. */
  servicePort?: number;
}

export function spawnChild(role: Role, arg: string, logDir = ''): Promise<SpawnedChild> {
  const child = fork(benchFile, [`--${role}`, arg, logDir], {
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
export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage: NodeJS.CpuUsage) => resolve((usage.user + usage.system) / 1000));
    child.send('cpu');
  });
}
