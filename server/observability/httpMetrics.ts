import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import { createRequestTallies } from './requestTallies';
import { TalliedHistogram } from './talliedHistogram';

/**
 * Prometheus metrics of one HTTP app (the proxy or the service), in a registry of its own: in
 * `npm start` both live in one process, and each answers its own `/metrics`. Labels are bounded
 * by construction: route templates (never raw paths; unknown paths share one label), a fixed set
 * of methods, status codes. No token, e-mail or record content can become a label.
 */
export interface HttpMetrics {
  readonly registry: Registry;
  /** One answered request. */
  observe(route: string, method: string, status: number, seconds: number): void;
}

/** Every unknown method shares one label: a method is any token a client cares to send. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string | undefined): string =>
  method !== undefined && METHODS.has(method) ? method : 'OTHER';

/** The label of every path no route template matches. */
export const UNMATCHED_ROUTE = 'unmatched';

const LATENCY_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
];

export function createHttpMetrics(prefix: 'crm_proxy' | 'crm_service'): HttpMetrics {
  const registry = new Registry();
  // Requests are counted in plain numbers (requestTallies.ts) and handed to prom-client when
  // /metrics is scraped: the counter's collect() and the histogram's get() read the tallies.
  const tallies = createRequestTallies(LATENCY_BUCKETS);
  new Counter({
    name: `${prefix}_http_requests_total`,
    help: 'Requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { route, method, byStatus } of tallies.all())
        for (const [status, count] of byStatus)
          this.inc({ route, method, status: String(status) }, count);
    },
  });
  new TalliedHistogram(
    {
      name: `${prefix}_http_request_duration_seconds`,
      help: 'Time from the request to the end of its answer, by route template and method',
      registers: [registry],
    },
    tallies,
  );
  return { registry, observe: tallies.count };
}

let processMetrics: Registry | undefined;

/** Node's process metrics (memory, CPU, event loop lag, GC), collected once per process and shown by every /metrics. */
export function processRegistry(): Registry {
  if (processMetrics === undefined) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** The body of `GET /metrics`: the registries' metrics in Prometheus text format. */
export async function metricsText(registries: readonly Registry[]): Promise<string> {
  const parts = await Promise.all(registries.map((registry) => registry.metrics()));
  return parts.filter((part) => part !== '').join('\n');
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;
