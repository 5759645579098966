import type http from 'node:http';
import { runLoad, type LoadResult } from '../keepAliveLoad';
import { CONNECTIONS, DURATION_MS, SETTLE_MS, WARMUP_MS } from './settings';

/** One measured run's line: requests per second, latencies, errors. */
export function describeResult(result: LoadResult): string {
  const errors = result.errors > 0 ? `, ${result.errors} errors` : '';
  return `${Math.round(result.perSecond).toString().padStart(6)} req/s (p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms${errors})`;
}

/** A measured run of GETs of `path` (warm-up, then the measured window) against `port`. */
export type Load = (port: number, headers?: http.OutgoingHttpHeaders) => Promise<LoadResult>;

export function loadOf(path: string): Load {
  return (port, headers = {}) =>
    runLoad({
      port,
      path,
      headers: { accept: 'application/xml', ...headers },
      connections: CONNECTIONS,
      warmupMs: WARMUP_MS,
      durationMs: DURATION_MS,
    });
}

/** Load through the proxy on `port`, unmeasured, so that no side is measured cold. */
export async function settle(port: number, path: string): Promise<void> {
  await runLoad({
    port,
    path,
    headers: { host: `localhost:${port}` },
    connections: CONNECTIONS,
    warmupMs: 0,
    durationMs: SETTLE_MS,
  });
}
