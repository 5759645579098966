import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One kind of request the load generator repeats. */
export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: http.OutgoingHttpHeaders;
  body?: string;
  /** The status a successful answer has (200 for GET, 201 for a create). */
  expect: number;
}

export interface Throughput {
  perSecond: number;
  errors: number;
  /** Every request sent, warm-up included (for CPU per request). */
  sent: number;
}

/** A single request ends as an error after this long; a run never outlasts its window by more. */
const REQUEST_TIMEOUT_MS = 5_000;

function send(agent: http.Agent, port: number, spec: RequestSpec): Promise<boolean> {
  return new Promise((resolve) => {
    const headers =
      spec.body === undefined
        ? spec.headers
        : { ...spec.headers, 'content-length': Buffer.byteLength(spec.body) };
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: spec.method,
        path: spec.path,
        headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode === spec.expect));
        res.on('error', () => resolve(false));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end(spec.body);
  });
}

/**
 * Closed-loop keep-alive load: `connections` workers, each sending the next request as soon as
 * the previous answer is read. Answers finishing in the warm-up are not counted; the run is
 * bounded by warm-up + duration (+ one request timeout at worst).
 */
export async function measureThroughput(
  port: number,
  spec: RequestSpec,
  options: { connections: number; warmupMs: number; durationMs: number },
): Promise<Throughput> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  const measureFrom = performance.now() + options.warmupMs;
  const stopAt = measureFrom + options.durationMs;
  let ok = 0;
  let errors = 0;
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (performance.now() < stopAt) {
      sent++;
      const success = await send(agent, port, spec);
      const done = performance.now();
      if (done < measureFrom || done > stopAt) continue;
      if (success) ok++;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  return { perSecond: ok / (options.durationMs / 1000), errors, sent };
}

/** Median latency in ms of `count` sequential requests on one keep-alive connection, after `warmup` unmeasured ones. */
export async function medianLatency(
  port: number,
  spec: RequestSpec,
  count: number,
  warmup: number,
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const began = performance.now();
    if (!(await send(agent, port, spec)))
      throw new Error(`${spec.method} ${spec.path} failed during the latency run`);
    if (i >= warmup) times.push(performance.now() - began);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
