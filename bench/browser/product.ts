import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

/**
 * What the browser benchmarks (`bench:board`, `bench:vitals`) share: the real product
 * (`server/main.ts`: console build, embedded service, proxy) on a fresh data directory in a child
 * process, and Debian's Chromium driven by Playwright.
 */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Debian's Chromium (Playwright downloads no browser here); the flags keep it off the network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A port nobody listens on, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The ports a benchmark listens on: `count` consecutive ones from the whole number in the
 * environment variable `name` when it is set (for a machine where only some ports may be used),
 * else free ones from the system.
 */
export async function benchPorts(name: string, count: number): Promise<number[]> {
  const base = process.env[name];
  if (base === undefined || base === '')
    return Promise.all(Array.from({ length: count }, () => freePort()));
  const first = Number(base);
  if (!Number.isInteger(first) || first < 1 || first + count - 1 > 65_535)
    throw new Error(`${name} must be a port number (it uses ${count} from it), not ${base}`);
  return Array.from({ length: count }, (_, n) => first + n);
}

async function waitForUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the product exited with code ${child.exitCode} before it was up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface Product {
  /** The console's origin, e.g. `http://127.0.0.1:4650`. */
  url: string;
  /** The embedded service's port (the API straight, without the proxy). */
  servicePort: number;
  stop(): Promise<void>;
}

export interface ProductOptions {
  port: number;
  servicePort: number;
  /** CRM_API_TOKEN: the first user's token, which the seeding requests send too. */
  token: string;
  seed: 'demo' | 'none';
}

/** Starts `npm start`'s entry on a fresh data directory and waits until the console answers. */
export async function startProduct(options: ProductOptions): Promise<Product> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-bench-browser-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      SERVICE_PORT: String(options.servicePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CRM_API_TOKEN: options.token,
      CRM_SEED: options.seed,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${options.port}`;
  try {
    // The first start may build the console.
    await waitForUp(`${url}/console/info.json`, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, servicePort: options.servicePort, stop };
}
