import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from '../http/logger';
import { startActivityRetention, type ActivityRetention } from '../service/activityRetention';
import { bootstrapEmbeddedAccount } from '../service/bootstrap';
import { startServiceServer, type RunningService } from '../service/serviceServer';
import { openStore } from '../service/store/openStore';
import type { Store } from '../service/store/store';
import type {
  EmbeddedServiceWorkerData,
  FromEmbeddedService,
  ToEmbeddedService,
} from './embeddedService';
import { serveOverPort, type ServiceOverPort } from './serviceOverPort';

/**
 * The embedded service's thread (`startEmbeddedService`): store → first-start bootstrap (its
 * token lines printed from here, before the proxy's address line) → listen on
 * 127.0.0.1:SERVICE_PORT, and serve the proxy's requests arriving over `data.requests` →
 * `started`; on `stop`, drain both, close the store → `stopped`.
 */
const data = workerData as EmbeddedServiceWorkerData;
const port = parentPort!;
const send = (message: FromEmbeddedService): void => port.postMessage(message);
const log = createLogger('console', data.logLevel);

async function start(): Promise<{
  store: Store;
  service: RunningService;
  overPort: ServiceOverPort;
  retention: ActivityRetention | undefined;
}> {
  const store = await openStore({ dataDir: data.dataDir, databaseUrl: data.databaseUrl });
  try {
    const { token } = await bootstrapEmbeddedAccount(store, {
      dataDir: data.dataDir,
      token: data.token,
      seed: data.seed,
      log,
    });
    const service = await startServiceServer({ store, host: '127.0.0.1', port: data.port, log });
    const overPort = serveOverPort(data.requests, service.app, {
      localAddress: '127.0.0.1',
      localPort: Number(new URL(service.url).port),
    });
    const retention =
      data.activityRetentionDays === undefined
        ? undefined
        : startActivityRetention({
            activities: store.activities,
            days: data.activityRetentionDays,
            log,
          });
    send({ kind: 'started', url: service.url, token });
    return { store, service, overPort, retention };
  } catch (error) {
    await store.close();
    throw error;
  }
}

start().then(
  ({ store, service, overPort, retention }) => {
    port.on('message', (message: ToEmbeddedService) => {
      if (message.kind !== 'stop') return;
      void (async () => {
        await retention?.stop();
        await Promise.all([service.close(), overPort.close()]);
        await store.close();
        send({ kind: 'stopped' });
        port.close();
      })();
    });
  },
  (error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error));
    send({
      kind: 'failed',
      name: failure.name,
      message: failure.message,
      stack: failure.stack,
      code: 'code' in failure && typeof failure.code === 'string' ? failure.code : undefined,
    });
    port.close();
  },
);
