import { spawn } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';

/**
 * Measures what held uploads cost the proxy: UPLOADS connections (default 600) each send the
 * headers of a 1,000,000-byte POST and 900,000 bytes of it, then stop. Prints the proxy process's
 * RSS before, while they are held (HOLD_MS after the last was sent), and after they are closed,
 * plus what the uploads were told; ROUNDS times (default 2: memory kept after the first round
 * should be reused, not added to, by the second).
 *
 *   npx tsx server/proxy/measure/heldUploads.ts                  # this checkout
 *   PROXY_ROOT=/work/main npx tsx server/proxy/measure/heldUploads.ts   # another one
 */
const UPLOADS = Number(process.env['UPLOADS'] ?? 600);
const DECLARED = 1_000_000;
const SENT = 900_000;
const MB = 1024 * 1024;
const ROUNDS = Number(process.env['ROUNDS'] ?? 2);

const child = spawn(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', new URL('heldUploadsProxy.ts', import.meta.url).pathname],
  { stdio: ['pipe', 'pipe', 'inherit'], env: process.env },
);
const lines = createInterface({ input: child.stdout });
const waiting: ((line: string) => void)[] = [];
lines.on('line', (line) => waiting.shift()?.(line));
const nextLine = (): Promise<string> => new Promise((resolve) => waiting.push(resolve));
interface Memory {
  rss: number;
  buffers: number;
}
const memory = async (): Promise<Memory> => {
  child.stdin.write('rss\n');
  const [, rss, buffers] = (await nextLine()).split(' ');
  return { rss: Number(rss), buffers: Number(buffers) };
};
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const fmt = (bytes: number): string => `${(bytes / MB).toFixed(0)} MB`;
const show = (m: Memory): string => `RSS ${fmt(m.rss)}, Buffers ${fmt(m.buffers)}`;

/** One round: UPLOADS held uploads, then all closed; returns what they were answered. */
async function attack(port: number): Promise<{ held: Memory; answers: string }> {
  const body = Buffer.alloc(SENT, 'x');
  const statuses = new Map<string, number>();
  const sockets: net.Socket[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const socket = net.connect(port, '127.0.0.1');
    let answered = false;
    socket.on('data', (chunk: Buffer) => {
      if (answered) return;
      answered = true;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? '?';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    socket.on('error', () => undefined);
    socket.write(
      `POST /service/companies.xml HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/xml\r\nContent-Length: ${DECLARED}\r\n\r\n`,
    );
    socket.write(body);
    sockets.push(socket);
    if (i % 50 === 49) await sleep(20);
  }
  // HOLD_MS (default 5 s, under the proxy's 10 s idle limit): for every byte to arrive.
  await sleep(Number(process.env['HOLD_MS'] ?? 5_000));
  const held = await memory();
  const answers = [...statuses].map(([s, n]) => `${s} × ${n}`).join(', ') || 'none';
  for (const socket of sockets) socket.destroy();
  await sleep(3_000);
  return { held, answers };
}

async function main(): Promise<void> {
  const port = Number((await nextLine()).split(' ')[1]);
  const lines = [`held uploads: ${UPLOADS} × ${SENT} of ${DECLARED} bytes, ${ROUNDS} rounds`];
  lines.push(`before: ${show(await memory())}`);
  for (let round = 1; round <= ROUNDS; round++) {
    const { held, answers } = await attack(port);
    lines.push(`round ${round} while held: ${show(held)}; answers: ${answers}`);
    lines.push(`round ${round} after close: ${show(await memory())}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  child.kill();
}

void main();
