import net from 'node:net';

/** Writes bytes on a fresh connection to 127.0.0.1:port and collects everything until the server closes it (or `waitMs`). */
export function exchange(port: number, bytes: string, waitMs = 1_500): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.on('error', () => undefined);
  });
}
