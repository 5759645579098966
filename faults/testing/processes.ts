import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The processes under test, started the way users start them (`node` + tsx on the real entry
 * points), so a SIGKILL hits the process that holds the database — not a wrapper around it.
 * Every child is remembered and killed when the runner exits, however it exits.
 */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const living = new Set<ChildProcess>();

export function killAllChildren(): void {
  for (const child of living) child.kill('SIGKILL');
}

/** The project's own settings are never inherited: each child gets exactly what its check gives. */
const PROJECT_VARIABLES = [
  'PORT',
  'HOST',
  'SERVICE_PORT',
  'CRM_BASE_URL',
  'CRM_API_TOKEN',
  'DATA_DIR',
  'DATABASE_URL',
  'ALLOWED_ORIGINS',
  'ALLOWED_HOSTS',
  'UPSTREAM_TIMEOUT_MS',
  'CRM_SEED',
  'SERVICE_PUBLIC_URL',
  'LOG_LEVEL',
];

function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of PROJECT_VARIABLES) delete env[name];
  return { ...env, ...settings };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildServer {
  pid: number;
  /** `http://127.0.0.1:PORT` */
  url: string;
  port: number;
  exited: Promise<Exit>;
  alive(): boolean;
  /** The last 64 KiB of its standard output and error. */
  output(): string;
  /** Log lines of errors the process did not expect (they become 500s): there must be none. */
  unhandledErrors(): string[];
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<Exit>;
  /** SIGTERM (graceful), then SIGKILL after `graceMs`; resolved once the process is gone. */
  stop(graceMs?: number): Promise<Exit>;
  /** Resident memory in KiB (from /proc), undefined once gone. */
  rssKb(): number | undefined;
}

const OUTPUT_KEPT = 64 * 1024;

interface SpawnOptions {
  entry: string;
  args?: string[];
  env: Record<string, string>;
  /** The line that says the server listens, with the URL as its first group. */
  ready: RegExp;
  readyTimeoutMs?: number;
}

async function spawnServer(options: SpawnOptions): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', options.entry, ...(options.args ?? [])],
    {
      cwd: PROJECT_ROOT,
      env: childEnv(options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  living.add(child);
  let output = '';
  let stdoutText = '';
  let unhandledCount = 0;
  const unhandled: string[] = [];
  let pendingLines = '';
  const keep = (text: string): void => {
    output = (output + text).slice(-OUTPUT_KEPT);
    // The logger writes a JSON line `{"level":"error",…,"msg":"unhandled error"}` (with the stack
    // in `err`) for anything that became a 500: keep
    // the first few with their top stack frames, count them all.
    pendingLines += text;
    const lines = pendingLines.split('\n');
    pendingLines = lines.pop() ?? '';
    for (const [index, line] of lines.entries()) {
      if (!line.includes('ERROR unhandled error') && !line.includes('"msg":"unhandled error"'))
        continue;
      unhandledCount++;
      if (unhandled.length < 5)
        unhandled.push(
          lines
            .slice(index, index + 4)
            .map((l) => l.trim())
            .join(' | ')
            .slice(0, 600),
        );
    }
  };
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', keep);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      living.delete(child);
      resolve({ code, signal });
    });
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `${options.entry} did not start within ${(options.readyTimeoutMs ?? 30_000) / 1000} s:\n${output}`,
        ),
      );
    }, options.readyTimeoutMs ?? 30_000);
    child.stdout.on('data', (text: string) => {
      keep(text);
      stdoutText += text;
      const match = options.ready.exec(stdoutText);
      if (match !== null) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(
        new Error(
          `${options.entry} exited (${exit.code ?? exit.signal}) before listening:\n${output}`,
        ),
      );
    });
  });

  let gone = false;
  void exited.then(() => (gone = true));
  const server: ChildServer = {
    pid: child.pid!,
    url,
    port: Number(new URL(url).port),
    exited,
    alive: () => !gone,
    output: () => output,
    unhandledErrors: () =>
      unhandledCount > unhandled.length
        ? [...unhandled, `… ${unhandledCount - unhandled.length} more`]
        : [...unhandled],
    kill() {
      if (!gone) child.kill('SIGKILL');
      return exited;
    },
    async stop(graceMs = 10_000) {
      if (gone) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const exit = await exited;
      clearTimeout(timer);
      return exit;
    },
    rssKb() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
        return match === null ? undefined : Number(match[1]);
      } catch {
        return undefined;
      }
    },
  };
  return server;
}

export interface ServiceProcessOptions {
  dataDir: string;
  /** CRM_API_TOKEN; omitted = the service generates one on first start (and prints it). */
  token?: string;
  env?: Record<string, string>;
  /** Time to wait for the listening line (a loaded machine compiles the code slowly). */
  readyTimeoutMs?: number;
}

/** `npm run service` on a free port of 127.0.0.1 over `dataDir`, with an empty account. */
export function startServiceProcess(options: ServiceProcessOptions): Promise<ChildServer> {
  return spawnServer({
    entry: 'server/service/main.ts',
    env: {
      SERVICE_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      CRM_SEED: 'none',
      // Errors only: every unexpected error (a 500) is logged, and nothing else is.
      LOG_LEVEL: 'error',
      ...(options.token === undefined ? {} : { CRM_API_TOKEN: options.token }),
      ...options.env,
    },
    ready: /^CRM XML service: (http:\/\/[^\s/]+)\/service\/$/m,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}

export interface ProxyProcessOptions {
  /** CRM_BASE_URL: the upstream the proxy forwards to. */
  upstream: string;
  token: string;
  upstreamTimeoutMs?: number;
  env?: Record<string, string>;
  /** Time to wait for the listening line (an embedded service compiles its code first). */
  readyTimeoutMs?: number;
}

/** The console's proxy process (see proxyProcess.ts) on a free port of 127.0.0.1. */
export function startProxyProcess(options: ProxyProcessOptions): Promise<ChildServer> {
  return spawnServer({
    entry: 'faults/testing/proxyProcess.ts',
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      CRM_BASE_URL: options.upstream,
      CRM_API_TOKEN: options.token,
      LOG_LEVEL: 'error',
      ...(options.upstreamTimeoutMs === undefined
        ? {}
        : { UPSTREAM_TIMEOUT_MS: String(options.upstreamTimeoutMs) }),
      ...options.env,
    },
    ready: /^proxy listening: (http:\/\/[^\s/]+)\/$/m,
    readyTimeoutMs: options.readyTimeoutMs,
  });
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- …args` against `dataDir` (a separate process on the same database file). */
export function runAdminCommand(
  args: readonly string[],
  dataDir: string,
  // A patience, not a speed goal: tsx's start and a write beside a loaded service took 54 s on a
  // shared two-core machine (the check's own 90 s still bounds it).
  timeoutMs = 75_000,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/service/admin/cli.ts', ...args],
      {
        cwd: PROJECT_ROOT,
        env: childEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    living.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`admin ${args.join(' ')} did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      living.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}
