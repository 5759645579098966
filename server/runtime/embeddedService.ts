import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Dispatcher } from 'undici';
import type { LogLevel, SeedMode } from '../config';
import type { Logger } from '../http/logger';
import { PortDispatcher } from './portDispatcher';
import { startTypeScriptWorker } from './typeScriptWorker';

/** What the service's thread is started with (workerData). */
export interface EmbeddedServiceData {
  dataDir: string;
  databaseUrl: string | undefined;
  token: string | undefined;
  seed: SeedMode;
  logLevel: LogLevel;
  port: number;
  /** ACTIVITY_RETENTION_DAYS: entries older are pruned in the background; undefined keeps all. */
  activityRetentionDays: number | undefined;
}

/** What the thread gets: the settings, and its end of the proxy's request channel. */
export interface EmbeddedServiceWorkerData extends EmbeddedServiceData {
  requests: MessagePort;
}

export type ToEmbeddedService = { kind: 'stop' };
export type FromEmbeddedService =
  | { kind: 'started'; url: string; token: string }
  | { kind: 'failed'; name: string; message: string; stack?: string; code?: string }
  | { kind: 'stopped' };

export interface EmbeddedService {
  url: string;
  token: string;
  /** The proxy's way in: requests as messages to the thread (runtime/portDispatcher.ts). */
  dispatcher: Dispatcher;
  /** Drains the service (requests in flight are answered), closes its store, ends the thread. */
  close(): Promise<void>;
}

const WORKER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), 'embeddedServiceWorker.ts');

/** The failure the thread reported, as an Error of the same name and code (exitOnStartFailure reads them). */
function startFailure(message: Extract<FromEmbeddedService, { kind: 'failed' }>): Error {
  const error = new Error(message.message) as Error & { code?: string };
  error.name = message.name;
  if (message.stack !== undefined) error.stack = message.stack;
  if (message.code !== undefined) error.code = message.code;
  return error;
}

/**
 * The embedded XML service in a worker thread of its own: its event loop (HTTP parsing, routes,
 * XML, SQLite) runs beside the proxy's instead of taking turns with it, so `npm start` uses two
 * cores. It logs (JSON lines on stderr) and prints the first-start token lines itself; its
 * /healthz, /readyz and /metrics answer on its own port. Should the thread die while running,
 * the process exits (as it did when the service shared the proxy's thread).
 */
export function startEmbeddedService(
  data: EmbeddedServiceData,
  log: Logger,
): Promise<EmbeddedService> {
  const channel = new MessageChannel();
  const workerData: EmbeddedServiceWorkerData = { ...data, requests: channel.port2 };
  // The thread's code is TypeScript (typeScriptWorker.ts registers tsx's loader in it).
  const worker = startTypeScriptWorker(WORKER_ENTRY, {
    workerData,
    transferList: [channel.port2],
  });
  let stopping = false;
  let stopped: (() => void) | undefined;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let started = false;
    worker.on('error', (error) => {
      if (!started) reject(error);
      else log.error('the embedded service failed', error);
    });
    void exited.then((code) => {
      if (!started) reject(new Error(`The embedded service's thread ended (exit code ${code})`));
      else if (!stopping) {
        log.error(`the embedded service's thread ended unexpectedly (exit code ${code})`);
        process.exit(1);
      }
    });
    worker.on('message', (message: FromEmbeddedService) => {
      switch (message.kind) {
        case 'started':
          started = true;
          resolve({
            url: message.url,
            token: message.token,
            dispatcher: new PortDispatcher(channel.port1),
            async close() {
              if (!stopping) {
                stopping = true;
                const done = new Promise<void>((settle) => (stopped = settle));
                worker.postMessage({ kind: 'stop' } satisfies ToEmbeddedService);
                await Promise.race([done, exited]);
              }
              await exited;
            },
          });
          break;
        case 'failed':
          reject(startFailure(message));
          break;
        case 'stopped':
          stopped?.();
          break;
      }
    });
  });
}
