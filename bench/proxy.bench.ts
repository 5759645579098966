import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES, runChild, type Role } from './proxy/children';
import { measureOneProcess, measureStartLayout } from './proxy/layouts';
import { measureObservability } from './proxy/observability';
import { measureSeparateProcesses } from './proxy/separate';
import { measureCompression } from './proxy/compression';

/**
 * `npm run bench:proxy`: throughput of GET /service/companies/{id}.xml straight from the service
 * and through the proxy, with the same keep-alive load. The service and the proxy each run in
 * their own child process (as the fairer layout: neither shares an event loop with the other or
 * with the load generator); one more run puts both in one process and one event loop, for
 * reference. Goal: proxied ≥ 0.45 × direct, and the proxy's CPU per request ≤ 90 µs. Then the
 * `npm start` layout (the service in a worker thread of the proxy's process, reached over its
 * MessagePort), proxied against that service's own throughput (on its HTTP port) in the same run.
 * Goal: ≥ 0.6.
 *
 * Then the cost of logging and metrics: the same proxied load against a proxy + service pair with
 * both off (silent, no /metrics) and a pair with both on (a JSON line per request at info written
 * to a file, by the proxy and by the service; /metrics counting), alternating, side by side.
 * Goal: with ≥ 0.90 × without.
 *
 * Last, what compressing API answers costs the proxy: a page of 100 companies without
 * Accept-Encoding, with gzip and with Brotli (bench/proxy/compression.ts).
 */
async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-'));
  const combinedDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-combined-'));
  const startDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-start-'));
  const bareDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-bare-'));
  const observedDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-observed-'));
  const compressionDir = await mkdtemp(join(tmpdir(), 'crm-proxy-bench-compression-'));
  const children: ChildProcess[] = [];
  try {
    const baseline = await measureSeparateProcesses(dataDir, children);
    baseline.service.child.kill();
    await measureOneProcess(combinedDir, children, baseline);
    await measureStartLayout(startDir, children, baseline);
    await measureObservability(bareDir, observedDir, children, baseline);
    await measureCompression(compressionDir, children);
  } finally {
    for (const child of children) child.kill();
    await rm(dataDir, { recursive: true, force: true });
    await rm(combinedDir, { recursive: true, force: true });
    await rm(startDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
    await rm(observedDir, { recursive: true, force: true });
    await rm(compressionDir, { recursive: true, force: true });
  }
}

const role = process.argv[2];
if (role !== undefined && ROLES.some((known) => role === `--${known}`)) {
  runChild(role.slice(2) as Role, process.argv[3] ?? '', process.argv[4] ?? '').catch(
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    process.stderr.write(
      `proxy benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
