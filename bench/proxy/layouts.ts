import type { ChildProcess } from 'node:child_process';
import { basicAuthorization } from '#server/http/basicAuth';
import { createCompany } from './api';
import { spawnChild } from './children';
import { describeResult, settle } from './load';
import type { Baseline } from './separate';
import { ROUNDS, START_GOAL, TOKEN } from './settings';

/** The other layouts of proxy and service, against the baseline of separate processes. */

export async function measureOneProcess(
  combinedDir: string,
  children: ChildProcess[],
  { id, path, load, directPerSecond }: Baseline,
): Promise<void> {
  // For reference: proxy and service sharing one process and event loop, as `npm start` ran them.
  const combined = await spawnChild('both', combinedDir);
  children.push(combined.child);
  const combinedId = await createCompany(combined.port);
  if (combinedId !== id) throw new Error('the combined layout created a different company id');
  await settle(combined.port, path);
  const combinedRun = await load(combined.port, { host: `localhost:${combined.port}` });
  process.stdout.write(
    `for reference, proxy and service in one process and one event loop (npm start before its worker thread): ${describeResult(combinedRun)}, ` +
      `${(combinedRun.perSecond / directPerSecond).toFixed(2)} of direct\n`,
  );
  combined.child.kill();
}

export async function measureStartLayout(
  startDir: string,
  children: ChildProcess[],
  { id, path, load }: Baseline,
): Promise<void> {
  const authorization = basicAuthorization(TOKEN);
  // `npm start` as it runs now: the service in a worker thread beside the proxy. Its ratio is
  // proxied ÷ that same service's own throughput, alternating, in this run.
  const started = await spawnChild('start', startDir);
  children.push(started.child);
  const startServicePort = started.servicePort!;
  if ((await createCompany(startServicePort)) !== id)
    throw new Error('the npm start layout created a different company id');
  await settle(started.port, path);
  let startDirect = 0;
  let startProxied = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const own = await load(startServicePort, { authorization });
    const through = await load(started.port, { host: `localhost:${started.port}` });
    process.stdout.write(
      `  round ${round} npm start layout, service's own: ${describeResult(own)}, through proxy: ${describeResult(through)}\n`,
    );
    startDirect += own.perSecond;
    startProxied += through.perSecond;
  }
  const startRatio = startProxied / startDirect;
  process.stdout.write(
    `npm start layout (service in a worker thread): service's own ${Math.round(startDirect / ROUNDS)} req/s, through proxy ${Math.round(startProxied / ROUNDS)} req/s, ` +
      `ratio ${startRatio.toFixed(2)} (goal ≥ ${START_GOAL}: ${startRatio >= START_GOAL ? 'met' : 'NOT met'})\n`,
  );
  started.child.kill();
}
