import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '../../server/http/logger';
import { startServiceServer } from '../../server/service/serviceServer';
import { createSqliteStore } from '../../server/service/store/openStore';

/**
 * The servers under test run in child processes (this bench's own file, forked with a role), so
 * that neither shares an event loop with the load generator in the parent: on a 2-core machine
 * the generator takes one core and the server the other, for the service and the bare server alike.
 */
export type ChildRole =
  | { role: 'service'; file: string }
  | { role: 'bare'; status: number; body: string; headers: Record<string, string> };

export interface RunningChild {
  port: number;
  /** CPU time (user + system, ms) the child has used so far. */
  cpuMs(): Promise<number>;
  stop(): void;
}

const ROLE_FLAG = '--bench-child';

export function isChildInvocation(argv: readonly string[]): boolean {
  return argv[2] === ROLE_FLAG;
}

export function startChild(benchFile: string, role: ChildRole): Promise<RunningChild> {
  const child: ChildProcess = fork(benchFile, [ROLE_FLAG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({
        port: message.port,
        cpuMs: () =>
          new Promise((resolveCpu) => {
            child.once('message', (usage: NodeJS.CpuUsage) =>
              resolveCpu((usage.user + usage.system) / 1000),
            );
            child.send('cpu');
          }),
        stop: () => {
          child.removeAllListeners('exit');
          child.kill();
        },
      }),
    );
    child.once('exit', (code) =>
      reject(new Error(`the ${role.role} process exited early (code ${code})`)),
    );
    child.send(role);
  });
}

/** A node:http server answering every request with the same status, headers and body, after reading the request. */
async function startBareServer(role: Extract<ChildRole, { role: 'bare' }>): Promise<number> {
  const headers = {
    ...role.headers,
    'content-type': 'application/xml; charset=utf-8',
    'content-length': String(Buffer.byteLength(role.body)),
  };
  const server = http.createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      res.writeHead(role.status, headers);
      res.end(role.body);
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function startService(file: string): Promise<number> {
  const store = await createSqliteStore(file);
  const service = await startServiceServer({
    store,
    host: '127.0.0.1',
    port: 0,
    log: silentLogger,
  });
  return Number(new URL(service.url).port);
}

/** Child side: wait for the role, start that server, report its port, answer CPU queries, live until the parent goes. */
export function runChild(): void {
  process.once('message', (role: ChildRole) => {
    const started = role.role === 'service' ? startService(role.file) : startBareServer(role);
    started
      .then((port) => {
        process.send?.({ port });
        process.on('message', () => process.send?.(process.cpuUsage()));
      })
      .catch((error: unknown) => {
        process.stderr.write(
          `bench child failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        );
        process.exit(1);
      });
  });
  process.on('disconnect', () => process.exit(0));
}
