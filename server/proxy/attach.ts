import type { Server } from 'node:http';
import type { ProxyApp } from './app';
import { refuseSocket } from './refuseSocket';

/**
 * Wires a proxy app to a node:http server: requests, upgrades (refused), CONNECT (refused) and
 * requests Node could not even parse (answered with an error document instead of a bare 400).
 * The dev server wires upgrades itself, because Vite's hot-reload socket shares its server.
 */
export function attachProxy(
  server: Server,
  app: ProxyApp,
  options: { upgrades?: boolean } = {},
): void {
  server.on('request', (req, res) => app.handle(req, res));
  if (options.upgrades !== false)
    server.on('upgrade', (req, socket) => app.handleUpgrade(req, socket));
  server.on('connect', (req, socket) => app.handleConnect(req, socket));
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    refuseSocket(
      socket,
      tooLarge ? 431 : 400,
      tooLarge ? 'Request headers are too large' : 'Malformed request',
    );
  });
}
