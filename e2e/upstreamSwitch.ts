import net, { type AddressInfo } from 'node:net';

/**
 * A TCP relay in front of the e2e service that a test can take down, make hang, and bring back on
 * the same port: the upstream of a second console process, so a journey can watch the console
 * meet an upstream outage and recover.
 */
export type UpstreamMode = 'up' | 'hanging' | 'down';

export interface UpstreamSwitch {
  url: string;
  set(mode: UpstreamMode): Promise<void>;
  close(): Promise<void>;
}

export async function startUpstreamSwitch(target: {
  host: string;
  port: number;
}): Promise<UpstreamSwitch> {
  const sockets = new Set<net.Socket>();
  let mode: UpstreamMode = 'up';
  let server: net.Server | undefined;
  let port = 0;

  const listen = async (): Promise<void> => {
    const created = net.createServer((client) => {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => undefined);
      // Hanging: accept and read, never answer.
      if (mode === 'hanging') return;
      const upstream = net.connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => created.listen(port, '127.0.0.1', resolve));
    port = (created.address() as AddressInfo).port;
    server = created;
  };
  const stop = async (): Promise<void> => {
    const stopping = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (stopping !== undefined)
      await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async set(next) {
      // Connections of the previous mode end; new ones get the new behaviour.
      await stop();
      mode = next;
      if (next !== 'down') await listen();
    },
    close: stop,
  };
}
