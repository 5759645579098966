import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createHttpMetrics } from './httpMetrics';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** prom-client's own counter and histogram, observed one by one: what /metrics showed before the tallies. */
function referenceMetrics(prefix: string) {
  const registry = new Registry();
  const requests = new Counter({
    name: `${prefix}_http_requests_total`,
    help: 'Requests answered, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${prefix}_http_request_duration_seconds`,
    help: 'Time from the request to the end of its answer, by route template and method',
    labelNames: ['route', 'method'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observe(route: string, method: string, status: number, seconds: number) {
      duration.observe({ route, method }, seconds);
      requests.inc({ route, method, status: String(status) });
    },
  };
}

const OBSERVATIONS: [string, string, number, number][] = [
  ['/service/companies/:id.xml', 'GET', 200, 0.0004],
  ['/service/companies/:id.xml', 'GET', 200, 0.001], // exactly on a bound: counted in it
  ['/service/companies/:id.xml', 'GET', 404, 0.0123],
  ['/service/companies.xml', 'POST', 201, 0.75],
  ['unmatched', 'OTHER', 405, 31], // above the last bound: only +Inf
  ['/service/tags/:name.xml', 'GET', 200, 2.5],
  ['a "quoted" \\ route\nline', 'GET', 500, 0.2], // label values are escaped alike
  ['/service/companies/:id.xml', 'DELETE', 200, 0.003],
  ['/service/companies/:id.xml', 'GET', 200, 0.049],
];

describe('createHttpMetrics', () => {
  it('shows exactly what prom-client’s own counter and histogram show for the same requests', async () => {
    const tallied = createHttpMetrics('crm_service');
    const reference = referenceMetrics('crm_service');
    expect(await tallied.registry.metrics()).toBe(await reference.registry.metrics());
    for (const observation of OBSERVATIONS) {
      tallied.observe(...observation);
      reference.observe(...observation);
    }
    const text = await tallied.registry.metrics();
    expect(text).toBe(await reference.registry.metrics());
    expect(text).toContain(
      'crm_service_http_requests_total{route="/service/companies/:id.xml",method="GET",status="200"} 3',
    );
    expect(text).toContain(
      'crm_service_http_request_duration_seconds_bucket{le="0.001",route="/service/companies/:id.xml",method="GET"} 2',
    );

    // Later requests add to what an earlier scrape showed.
    tallied.observe('/service/companies/:id.xml', 'GET', 200, 0.02);
    reference.observe('/service/companies/:id.xml', 'GET', 200, 0.02);
    expect(await tallied.registry.metrics()).toBe(await reference.registry.metrics());
  });

  it('answers the same JSON as prom-client for the histogram', async () => {
    const tallied = createHttpMetrics('crm_proxy');
    const reference = referenceMetrics('crm_proxy');
    for (const observation of OBSERVATIONS) {
      tallied.observe(...observation);
      reference.observe(...observation);
    }
    expect(await tallied.registry.getMetricsAsJSON()).toEqual(
      await reference.registry.getMetricsAsJSON(),
    );
  });
});
