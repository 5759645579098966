import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export interface ServiceProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** DATABASE_URL; SQLite in `dataDir` without one. */
  databaseUrl?: string;
  dataDir: string;
  token: string;
  seed?: 'demo' | 'none';
}

/**
 * `npm run service` in a child process (tsx server/service/main.ts) on 127.0.0.1 and a free port;
 * resolves once it prints its address. The way an operator runs several instances.
 */
export function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    SERVICE_PORT: '0',
    HOST: '127.0.0.1',
    CRM_SEED: options.seed ?? 'none',
    CRM_API_TOKEN: options.token,
    LOG_LEVEL: 'error',
    DATABASE_URL: options.databaseUrl ?? '',
  };
  const child = spawn(TSX, ['server/service/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /CRM XML service: (http:\/\/127\.0\.0\.1:(\d+))\/service\//.exec(output);
      if (match !== null)
        resolve({ url: match[1]!, port: Number(match[2]), child, stop: () => stopProcess(child) });
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.once('exit', (code) =>
      reject(
        new Error(`The service process exited with ${code} before listening:\n${output}${errors}`),
      ),
    );
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
