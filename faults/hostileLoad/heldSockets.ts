import net from 'node:net';
import { count } from './attack';

/**
 * Connections an attacker opens and keeps: uploads that stop before their end (slow-loris
 * bodies) and connections that never send a byte. Each is watched until the window closes:
 * answered (its status), closed by the server without an answer, refused, or still held.
 * All are closed when the window closes.
 */
export interface HeldSpec {
  connections: number;
  /** The request head (with its blank line) and the part of the body sent before stalling; none: idle. */
  upload?: { head: string; sentBytes: number };
  /** Connections being opened at once. */
  opening: number;
}

/** Opens the connections to `baseUrl` and holds them until `signal` (the window's close). */
export async function holdConnections(
  baseUrl: string,
  signal: AbortSignal,
  spec: HeldSpec,
): Promise<{ tally: Map<string, number>; opened: number; deliveredBytes: number }> {
  const { hostname, port } = new URL(baseUrl);
  // One buffer written on every connection: the harness holds no 600 copies of a 0.9 MB body.
  const body = spec.upload === undefined ? undefined : Buffer.alloc(spec.upload.sentBytes, 'x');
  const states = new Map<net.Socket, string>();
  const sockets: net.Socket[] = [];
  let opened = 0;

  // Resolves once connected (the body's part is queued: the same buffer for every connection,
  // written as fast as the server reads), once the connection failed, or at the window's close
  // (a server whose backlog is full leaves a connect pending).
  const open = (): Promise<void> =>
    new Promise((resolve) => {
      signal.addEventListener('abort', () => resolve(), { once: true });
      const socket = net.connect(Number(port), hostname);
      sockets.push(socket);
      states.set(socket, 'held');
      let connected = false;
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        if (text.length < 64) text += chunk.toString('latin1');
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
        if (status !== undefined && states.get(socket) === 'held') states.set(socket, status);
      });
      socket.on('error', () => {
        if (states.get(socket) === 'held') states.set(socket, connected ? 'closed' : 'refused');
      });
      socket.on('close', () => {
        if (states.get(socket) === 'held') states.set(socket, 'closed');
        resolve();
      });
      socket.once('connect', () => {
        connected = true;
        opened++;
        if (spec.upload !== undefined && body !== undefined) {
          socket.write(spec.upload.head);
          socket.write(body);
        }
        resolve();
      });
    });

  let next = 0;
  const opener = async (): Promise<void> => {
    while (!signal.aborted && next < spec.connections) {
      next++;
      await open();
    }
  };
  await Promise.all(Array.from({ length: spec.opening }, opener));
  // Hold what is open until the window closes.
  if (!signal.aborted)
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  const tally = new Map<string, number>();
  for (const socket of sockets) count(tally, states.get(socket) ?? 'held');
  if (next < spec.connections) count(tally, 'not opened in the window', spec.connections - next);
  // Handed to the kernel: what the server could have read by then.
  const deliveredBytes = sockets.reduce(
    (sum, socket) => sum + socket.bytesWritten - socket.writableLength,
    0,
  );
  for (const socket of sockets) socket.destroy();
  return { tally, opened, deliveredBytes };
}
