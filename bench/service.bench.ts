import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityScale } from './service/activityLatency';
import { isChildInvocation, runChild } from './service/children';
import { scale } from './service/latency';
import { out } from './service/settings';
import { throughput } from './service/throughput';

/**
 * `npm run bench:service`: the XML service's throughput for a company show, a list of 10 and a
 * create, each beside a bare node:http server answering a fixed body of the same size (measured
 * in the same run); then list, search and sorted-list latency at 1k and at 100k companies, and
 * deal title search (the `title` extension) at 1k and 100k deals; last, the activity stream's first
 * page at 10k and at 1M activities.
 *
 * Layout: the load generator runs in this process; the service and each bare server run in child
 * processes (this file forked with a role), so no server shares an event loop with the load.
 */
async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'crm-service-bench-'));
  // Other work on the machine skews every figure: the load average says how much there was.
  const load = (): string => loadavg()[0]!.toFixed(1);
  out(
    `service benchmark: ${cpus().length} CPUs, Node ${process.version}, load average ${load()}; load generator in this process, each server in its own child process`,
  );
  try {
    await throughput(dir);
    await scale(dir);
    await activityScale(dir);
    out(`load average at the end: ${load()}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (isChildInvocation(process.argv)) runChild();
else {
  main().catch((error: unknown) => {
    process.stderr.write(
      `service benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
