import type { Server } from 'node:http';
import type { Logger } from './logger';

/** How often at most a refused connection is logged (a flood would otherwise flood the log). */
const DROP_LOG_INTERVAL_MS = 60_000;

/**
 * Shared by the service and the proxy: caps the connections a server holds open at once. Past
 * the cap Node closes each new connection as soon as it is accepted, before any byte is read, so
 * a client opening thousands cannot make the process hold thousands of sockets and their
 * buffers; the ones already open are served as usual. Refusals are logged, once a minute at most.
 */
export function capConnections(server: Server, maxConnections: number, log: Logger): void {
  server.maxConnections = maxConnections;
  let dropped = 0;
  let lastLogged = 0;
  server.on('drop', () => {
    dropped++;
    const now = Date.now();
    if (now - lastLogged < DROP_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log.warn('refused connections: the server already holds its maximum of open connections', {
      maxConnections,
      refusedSoFar: dropped,
    });
  });
}
