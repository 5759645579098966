import { createServer as createHttpServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { loadConfig } from './config';
import { createLogger } from './http/logger';
import { consoleUrl, signInNote, startProxyServer } from './runtime/proxyServer';
import { exitOnStartFailure, onShutdownSignal } from './runtime/shutdown';
import { chooseUpstream } from './runtime/upstreamChoice';

/**
 * `npm run dev`: one server on HOST:PORT (5173 by default). `/service/*` and `/console/*` go
 * through the same proxy app as in production (token injected server-side, never in the browser);
 * everything else is Vite in middleware mode, with hot reload over this same server.
 */
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
/** WebSocket subprotocols of Vite's hot-reload client; every other upgrade is refused. */
const VITE_PROTOCOLS = new Set(['vite-hmr', 'vite-ping']);

async function main(): Promise<void> {
  const config = loadConfig(process.env, { port: 5173 });
  const log = createLogger('dev', config.logLevel);
  const upstream = await chooseUpstream(config, log);
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root: projectRoot,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
  });
  let proxy: Awaited<ReturnType<typeof startProxyServer>>;
  try {
    proxy = await startProxyServer({
      config,
      upstream,
      log,
      server: httpServer,
      upgrades: false,
      consoleHandler: (req, res) => vite.middlewares(req, res),
    });
  } catch (error) {
    await vite.close();
    await upstream.close();
    throw error;
  }
  // Vite listens for its own hot-reload upgrades on this server; every other upgrade is refused.
  const app = proxy.app;
  httpServer.on('upgrade', (req, socket) => {
    const protocol = req.headers['sec-websocket-protocol'];
    if (protocol === undefined || !VITE_PROTOCOLS.has(protocol)) app.handleUpgrade(req, socket);
  });
  process.stdout.write(
    `CRM console (dev): ${consoleUrl(config.host, proxy.port)} (upstream: ${upstream.description}${signInNote(config)})\n`,
  );
  onShutdownSignal(log, async () => {
    await vite.close();
    await proxy.close();
    await upstream.close();
  });
}

main().catch(exitOnStartFailure('The dev server'));
