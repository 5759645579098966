import { capConnections } from '../http/connectionCap';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { createProxyApp, type ProxyApp } from '../proxy/app';
import { attachProxy } from '../proxy/attach';
import type { UpstreamChoice } from './upstreamChoice';

/**
 * The proxy on HOST:PORT. The app is built after listening so that Host and origin checks use the
 * real port (PORT=0 picks a free one). `close` stops accepting, lets in-flight requests finish
 * (up to a grace period) and then closes the upstream pools.
 */
export interface RunningProxyServer {
  server: Server;
  app: ProxyApp;
  port: number;
  close(): Promise<void>;
}

export interface ProxyServerOptions {
  config: Config;
  upstream: UpstreamChoice;
  log: Logger;
  /** Built console; ignored when `consoleHandler` is given. */
  staticDir?: string;
  /** The console's server copy: pages come with their first screen drawn (proxy/firstScreen/). */
  firstScreenBundle?: string;
  consoleHandler?: (req: IncomingMessage, res: ServerResponse) => void;
  /** Set up before listening (the dev server's Vite attaches its hot-reload socket here). */
  server?: Server;
  /** The dev server routes upgrades itself (Vite's hot-reload socket). */
  upgrades?: boolean;
  /** Prometheus metrics at /metrics (default on; the benchmark measures their cost). */
  metrics?: boolean;
}

const SHUTDOWN_GRACE_MS = 10_000;
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

export async function startProxyServer(options: ProxyServerOptions): Promise<RunningProxyServer> {
  const { config, upstream, log } = options;
  // A request without Host must reach the framing guard, which answers it with an error document.
  const server = options.server ?? createServer({ requireHostHeader: false });
  // A client gets 15 s for its headers and 60 s for a whole request; idle keep-alive ends after 5 s.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  // Past this many open connections new ones are closed at once: each costs memory and a file
  // descriptor, and a flood of idle ones must not starve the console (PROXY_MAX_CONNECTIONS).
  capConnections(server, config.maxConnections, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // Listening on one specific address means browsers reach it by that name too.
  const ownHost = WILDCARD_HOSTS.has(config.host)
    ? []
    : [config.host.includes(':') ? `[${config.host}]` : config.host];
  const app = createProxyApp({
    upstreams: upstream.upstreams,
    upstreamDispatcher: upstream.dispatcher,
    token: upstream.token,
    listenPort: port,
    upstreamLabel: upstream.label,
    allowedHosts: [...config.allowedHosts, ...ownHost],
    allowedOrigins: config.allowedOrigins,
    staticDir: options.consoleHandler ? undefined : options.staticDir,
    firstScreenBundle: options.consoleHandler ? undefined : options.firstScreenBundle,
    reuseDrawings: config.reuseDrawings,
    consoleHandler: options.consoleHandler,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    bodyBudgetBytes: config.bodyBudgetBytes,
    consoleLogin: config.consoleLogin,
    trustProxy: config.trustProxy,
    log,
    metrics: options.metrics,
  });
  attachProxy(server, app, { upgrades: options.upgrades });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(deadline);
        app.close();
        resolve();
      });
      server.closeIdleConnections();
    });
    return closing;
  };
  return { server, app, port, close };
}

/** The address to print: loopback names for loopback and wildcard binds, else the bound host. */
export function consoleUrl(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

/** Said after the address at start: whether the console asks for a sign-in, and as whom. */
export function signInNote(config: Config): string {
  return config.consoleLogin === undefined
    ? ''
    : `; sign-in required as ${config.consoleLogin.user}`;
}
