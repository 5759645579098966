import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { capConnections } from '../http/connectionCap';
import type { Logger } from '../http/logger';
import type { BodyReadOptions } from '../http/readBody';
import { refuseUnparsableRequests } from '../http/rawRefusals';
import { createServiceApp, type ServiceApp } from './app';
import type { Store } from './store/store';

/**
 * Timeouts of the listening socket. A client gets 15 s to send its headers and 60 s for a whole
 * request (bodies are capped, so that is ample) and an idle keep-alive connection is dropped after
 * 5 s; headersTimeout must exceed keepAliveTimeout or Node closes reused connections mid-request.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
} as const;

/**
 * At most this many open connections: far above what the console's proxy (one pooled agent) and
 * API clients use, far below what exhausts file descriptors or memory.
 */
export const SERVICE_MAX_CONNECTIONS = 1_000;

/** How long a shutdown waits for in-flight requests before it drops the remaining connections. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningService {
  server: Server;
  /** The handler the server calls (the embedded service's port serves the proxy with it too). */
  app: ServiceApp;
  /** `http://host:port` as bound (the real port when 0 was asked for). */
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to a grace period), then resolves. Idempotent. */
  close(): Promise<void>;
}

export interface ServiceServerOptions {
  store: Store;
  host: string;
  port: number;
  log: Logger;
  publicBaseUrl?: string;
  /** Host names besides loopback ones that Location headers may use (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  shutdownGraceMs?: number;
  /** Prometheus metrics at /metrics (default on). */
  metrics?: boolean;
  maxConnections?: number;
  /** Body timeouts and in-flight budget (readBody.ts, app.ts defaults). */
  bodyRead?: BodyReadOptions;
}

/** The XML service on a `node:http` server; the caller owns the store (and closes it after `close`). */
export async function startServiceServer(options: ServiceServerOptions): Promise<RunningService> {
  const app = createServiceApp({
    store: options.store,
    log: options.log,
    publicBaseUrl: options.publicBaseUrl,
    allowedHosts: options.allowedHosts,
    metrics: options.metrics,
    bodyRead: options.bodyRead,
  });
  // Host is checked by the app, which answers a missing one with an error document (Node's own
  // check answers a bare 400).
  const server = createServer({ requireHostHeader: false }, (req, res) => app.handle(req, res));
  refuseUnparsableRequests(server);
  capConnections(server, options.maxConnections ?? SERVICE_MAX_CONNECTIONS, options.log);
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const grace = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;
      // Keep-alive connections that finish their request become idle: close them as they do, so
      // the server does not wait for clients that would otherwise hold them open.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => {
        options.log.info('shutdown grace period over: closing the remaining connections');
        server.closeAllConnections();
      }, grace);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };

  return { server, app, url: `http://${hostInUrl}:${address.port}`, close };
}
