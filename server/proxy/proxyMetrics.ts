import { Counter, type Registry } from 'prom-client';
import { createHttpMetrics, processRegistry, type HttpMetrics } from '../observability/httpMetrics';

/**
 * The proxy's metrics: requests and latency by route template, and upstream failures (the 502s
 * and 504s it answered) by cause: `unreachable` (no connection), `no_answer` (closed or reset
 * before answering), `timeout`, `credentials_rejected` (the upstream said 401: CRM_API_TOKEN).
 */
export type UpstreamFailureCause = 'unreachable' | 'no_answer' | 'timeout' | 'credentials_rejected';

export interface ProxyMetrics {
  http: HttpMetrics;
  upstreamFailed: (status: 502 | 504, cause: UpstreamFailureCause) => void;
  registries: readonly Registry[];
}

export function createProxyMetrics(): ProxyMetrics {
  const http = createHttpMetrics('crm_proxy');
  const failures = new Counter({
    name: 'crm_proxy_upstream_failures_total',
    help: 'Requests the proxy answered 502/504 because of the upstream, by status and cause',
    labelNames: ['status', 'cause'] as const,
    registers: [http.registry],
  });
  return {
    http,
    upstreamFailed: (status, cause) => failures.inc({ status: String(status), cause }),
    registries: [http.registry, processRegistry()],
  };
}
