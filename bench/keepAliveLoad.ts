import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * A small closed-loop load generator: `connections` keep-alive connections, each sending the next
 * GET as soon as the previous answer is fully read. Requests finishing during the warm-up are not
 * counted; the run stops after warm-up + duration, and each request gives up after 10 s.
 */
export interface LoadOptions {
  port: number;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  /** Successful requests inside the measured window. */
  requests: number;
  /** Every request sent, warm-up included (for per-request CPU figures). */
  sent: number;
  errors: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const REQUEST_TIMEOUT_MS = 10_000;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;

  const once = (): Promise<boolean> =>
    new Promise((resolve) => {
      const req = http.get(
        {
          agent,
          host: '127.0.0.1',
          port: options.port,
          path: options.path,
          headers: options.headers,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(res.statusCode === 200));
          res.on('error', () => resolve(false));
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
    });

  const worker = async (): Promise<void> => {
    while (performance.now() < stopAt) {
      const began = performance.now();
      sent++;
      const ok = await once();
      const done = performance.now();
      if (done < measureFrom || done > stopAt) continue;
      if (ok) latencies.push(done - began);
      else errors++;
    }
  };

  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (fraction: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0;
  return {
    requests: latencies.length,
    sent,
    errors,
    perSecond: latencies.length / (options.durationMs / 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
