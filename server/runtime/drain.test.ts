import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Real processes on 127.0.0.1: SIGTERM drains (requests in flight are answered, new connections
 * are refused, exit code 0), and one request id follows a request from the proxy process into
 * the service process, in both JSON request logs.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOKEN = 'drain-token-0123456789abcdef0123456789';
const IN_FLIGHT = 50;

interface Proc {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const living: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of living.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function spawnServer(entry: string, env: Record<string, string>, ready: RegExp): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  living.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not start:\n${stdout}\n${stderr}`)),
      40_000,
    );
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
      const url = ready.exec(stdout)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        resolve({ child, url, stderr: () => stderr, exited });
      }
    });
    void exited.then((code) =>
      reject(new Error(`${entry} exited (${code}) before listening:\n${stderr}`)),
    );
  });
}

const startService = (dataDir: string, logLevel = 'silent'): Promise<Proc> =>
  spawnServer(
    'server/service/main.ts',
    {
      DATA_DIR: dataDir,
      SERVICE_PORT: '0',
      CRM_SEED: 'none',
      LOG_LEVEL: logLevel,
      CRM_API_TOKEN: TOKEN,
    },
    /CRM XML service: (http:\/\/127\.0\.0\.1:\d+)\/service\/\n/,
  );
const startProxyProcess = (upstream: string, logLevel = 'silent'): Promise<Proc> =>
  spawnServer(
    'faults/testing/proxyProcess.ts',
    { PORT: '0', CRM_BASE_URL: upstream, CRM_API_TOKEN: TOKEN, LOG_LEVEL: logLevel },
    /proxy listening: (http:\/\/127\.0\.0\.1:\d+)\//,
  );

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crm-drain-'));
  dirs.push(dir);
  return dir;
}

/** Resolves once a new TCP connection to `port` is refused (polling while the signal lands). */
async function refusedSoon(port: number, withinMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: `localhost:${port}`, ...headers },
        agent: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('graceful stop under SIGTERM', () => {
  it(
    `the proxy answers all ${IN_FLIGHT} slow requests in flight, refuses new connections, and exits 0`,
    { timeout: 60_000 },
    async () => {
      // A slow upstream: every request waits 2 s for its answer.
      let arrived = 0;
      const slow = http.createServer((_req, res) => {
        arrived++;
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/xml' });
          res.end('<ok/>');
        }, 2_000);
      });
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
      try {
        const proxy = await startProxyProcess(
          `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
        );
        const port = Number(new URL(proxy.url).port);
        const answers = Array.from({ length: IN_FLIGHT }, (_, i) =>
          get(port, `/service/companies/${i + 1}.xml`).then((answer) => ({
            ...answer,
            at: Date.now(),
          })),
        );
        while (arrived < IN_FLIGHT) await new Promise((resolve) => setTimeout(resolve, 10));

        proxy.child.kill('SIGTERM');
        expect(await refusedSoon(port)).toBe(true);
        const refusedAt = Date.now();
        const results = await Promise.all(answers);
        expect(results.map((r) => r.status)).toEqual(Array(IN_FLIGHT).fill(200));
        expect(results.every((r) => r.body === '<ok/>')).toBe(true);
        // New connections were refused while the old requests were still waiting for their answers.
        expect(Math.min(...results.map((r) => r.at))).toBeGreaterThanOrEqual(refusedAt);
        expect(await proxy.exited).toBe(0);
      } finally {
        slow.closeAllConnections();
        await new Promise<void>((resolve) => slow.close(() => resolve()));
      }
    },
  );

  it(
    `the service answers all ${IN_FLIGHT} requests still uploading their bodies, refuses new connections, and exits 0`,
    { timeout: 60_000 },
    async () => {
      const dataDir = tempDir();
      const service = await startService(dataDir);
      const port = Number(new URL(service.url).port);
      const body = '<company><name>Drained Co</name></company>';
      const half = Math.floor(body.length / 2);
      const uploads = Array.from({ length: IN_FLIGHT }, () => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/service/companies.xml',
          agent: false,
          headers: {
            host: `127.0.0.1:${port}`,
            authorization: `Basic ${Buffer.from(`${TOKEN}:x`).toString('base64')}`,
            'content-type': 'application/xml',
            'content-length': Buffer.byteLength(body),
          },
        });
        const answered = new Promise<number>((resolve, reject) => {
          req.on('response', (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', reject);
        });
        req.write(body.slice(0, half));
        return { req, answered };
      });
      // Every request is in flight: its headers are in, half its body is still to come.
      await new Promise((resolve) => setTimeout(resolve, 500));

      service.child.kill('SIGTERM');
      expect(await refusedSoon(port)).toBe(true);
      for (const upload of uploads) upload.req.end(body.slice(half));
      expect(await Promise.all(uploads.map((upload) => upload.answered))).toEqual(
        Array(IN_FLIGHT).fill(201),
      );
      expect(await service.exited).toBe(0);

      // Every acknowledged create is there after a restart.
      const again = await startService(dataDir);
      const listed = await get(
        Number(new URL(again.url).port),
        '/service/companies.xml?limit=100',
        { authorization: `Basic ${Buffer.from(`${TOKEN}:x`).toString('base64')}` },
      );
      expect(listed.body.match(/<name>Drained Co<\/name>/g)).toHaveLength(IN_FLIGHT);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );
});

describe('one request id across processes', () => {
  it(
    'the proxy process and the service process log the same id for one request, and the answer carries it',
    { timeout: 60_000 },
    async () => {
      const service = await startService(tempDir(), 'info');
      const proxy = await startProxyProcess(service.url, 'info');
      const answer = await get(Number(new URL(proxy.url).port), '/service/users/current.xml');
      expect(answer.status).toBe(200);
      const id = String(answer.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // Lines go out in batches, at the latest a quarter of a second later: wait for both.
      const lineOf = (stderr: () => string) => () =>
        jsonLines(stderr()).find((line) => line['reqId'] === id);
      await vi.waitFor(
        () => {
          expect(lineOf(proxy.stderr)()).toBeDefined();
          expect(lineOf(service.stderr)()).toBeDefined();
        },
        { timeout: 5_000, interval: 50 },
      );
      const proxyLine = lineOf(proxy.stderr)();
      const serviceLine = lineOf(service.stderr)();
      expect(proxyLine).toMatchObject({
        level: 'info',
        msg: 'request',
        app: 'proxy',
        method: 'GET',
        route: '/service/users/current.xml',
        status: 200,
      });
      expect(serviceLine).toMatchObject({
        level: 'info',
        msg: 'request',
        app: 'service',
        method: 'GET',
        route: '/service/users/current.xml',
        status: 200,
      });
      expect(typeof proxyLine?.['ms']).toBe('number');
      for (const text of [proxy.stderr(), service.stderr()]) expect(text).not.toContain(TOKEN);
      // Request lines name no user: the route template, never the raw path or who asked.
      for (const line of [...jsonLines(proxy.stderr()), ...jsonLines(service.stderr())].filter(
        (l) => l['msg'] === 'request',
      )) {
        expect(JSON.stringify(line)).not.toContain('admin@example.com');
      }
      proxy.child.kill('SIGTERM');
      service.child.kill('SIGTERM');
      expect(await proxy.exited).toBe(0);
      expect(await service.exited).toBe(0);
    },
  );
});
