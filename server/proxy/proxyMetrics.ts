import { Counter, Histogram, type Registry } from 'prom-client';
import { FIRST_SCREEN_OUTCOMES, type FirstScreenOutcome } from './firstScreen/drawFirstScreen';
import { READS_AGAIN, type ReadsAgain } from './firstScreen/upstreamReads';
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
  /** A page whose first screen the proxy tried to draw: how it went, and how long it took. */
  firstScreen: (outcome: FirstScreenOutcome, seconds: number) => void;
  /** A reused drawing's reads, sent again: how they came out. */
  firstScreenCheck: (answers: ReadsAgain) => void;
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
  const firstScreens = countedFromZero(http.registry, 'outcome', FIRST_SCREEN_OUTCOMES, {
    name: 'crm_proxy_first_screens_total',
    help: 'Pages whose first screen the proxy tried to draw, by outcome: drawn, reused (an earlier drawing sent at once, its reads sent again after it: see crm_proxy_first_screen_checks_total), undrawable (a read failed, or the screen needs the browser), over_budget, late, failed',
  });
  const checks = countedFromZero(http.registry, 'answers', READS_AGAIN, {
    name: 'crm_proxy_first_screen_checks_total',
    help: 'Reused drawings whose reads were sent again after the page, by answers: same, changed (the browser asked again), unknown (a read failed or was late; asked again too)',
  });
  const drawing = new Histogram({
    name: 'crm_proxy_first_screen_draw_seconds',
    help: 'Time from the start of a drawing to its end (its reads included), drawings that started',
    buckets: [0.025, 0.05, 0.1, 0.2, 0.4, 0.6, 1],
    registers: [http.registry],
  });
  return {
    http,
    upstreamFailed: (status, cause) => failures.inc({ status: String(status), cause }),
    firstScreen: (outcome, seconds) => {
      firstScreens.inc({ outcome });
      if (outcome !== 'over_budget') drawing.observe(seconds);
    },
    firstScreenCheck: (answers) => checks.inc({ answers }),
    registries: [http.registry, processRegistry()],
  };
}

/**
 * A counter by one label whose every value's series exists from the start, at 0: a rate over a
 * series that appears later misses its first count.
 */
function countedFromZero<L extends string>(
  registry: Registry,
  label: L,
  values: readonly string[],
  { name, help }: { name: string; help: string },
): Counter<L> {
  const counter = new Counter({ name, help, labelNames: [label], registers: [registry] });
  for (const value of values) counter.inc({ [label]: value } as Partial<Record<L, string>>, 0);
  return counter;
}
