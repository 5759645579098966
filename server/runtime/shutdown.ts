import type { Logger } from '../http/logger';

/**
 * Graceful stop on SIGINT/SIGTERM: run `stop` once (stop accepting, finish in-flight requests,
 * close the store); a second signal exits at once.
 */
export function onShutdownSignal(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.info(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal}: finishing in-flight requests, then stopping`);
    stop().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/** Start-up failures as one clear line each (configuration, bootstrap, port in use), then exit 1. */
export function exitOnStartFailure(what: string) {
  return (error: unknown): never => {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      process.stderr.write(
        `Cannot listen: the address is already in use (${error.message}). Stop the other process, or choose free ports with PORT (console) and SERVICE_PORT (embedded service).\n`,
      );
    } else if (
      error instanceof Error &&
      (error.name === 'ConfigError' || error.name === 'BootstrapError')
    ) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(
        `${what} could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  };
}
