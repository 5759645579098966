import { ConfigError } from '../config';
import { createLogger } from '../http/logger';
import { onShutdownSignal } from '../runtime/shutdown';
import { startActivityRetention } from './activityRetention';
import { bootstrapEmbeddedAccount, BootstrapError } from './bootstrap';
import { loadServiceConfig } from './serviceConfig';
import { startServiceServer } from './serviceServer';
import { openStore } from './store/openStore';

/** A start-up failure whose message says it all (no stack trace needed). */
class StartError extends Error {}

/**
 * `npm run service`: the XML service alone (for API clients, benchmarks, or a console started
 * elsewhere). Configuration → store → first-start bootstrap → listen → graceful shutdown.
 */
async function main(): Promise<void> {
  const config = loadServiceConfig();
  const log = createLogger('service', config.logLevel);
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }).catch(
    (error: unknown) => {
      throw new StartError(
        `Cannot open the store in ${config.dataDir}: ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  );
  let running: Awaited<ReturnType<typeof startServiceServer>>;
  try {
    await bootstrapEmbeddedAccount(store, {
      dataDir: config.dataDir,
      token: config.crmApiToken,
      seed: config.seed,
      log,
    });
    running = await startServiceServer({
      store,
      host: config.host,
      port: config.port,
      log,
      publicBaseUrl: config.publicUrl,
      allowedHosts: config.allowedHosts,
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  process.stdout.write(`CRM XML service: ${running.url}/service/\n`);
  const retention =
    config.activityRetentionDays === undefined
      ? undefined
      : startActivityRetention({
          activities: store.activities,
          days: config.activityRetentionDays,
          log,
        });

  onShutdownSignal(log, async () => {
    await retention?.stop();
    await running.close();
    await store.close();
  });
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof BootstrapError ||
    error instanceof StartError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    process.stderr.write(
      `Cannot listen: the address is already in use (${error.message}). Stop the other process or set SERVICE_PORT to a free port.\n`,
    );
  } else {
    process.stderr.write(
      `The service could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
