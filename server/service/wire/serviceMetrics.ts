import { Counter, type Registry } from 'prom-client';
import {
  createHttpMetrics,
  processRegistry,
  type HttpMetrics,
} from '../../observability/httpMetrics';
import { storeRegistry } from '../../observability/storeMetrics';

/**
 * The service's metrics: requests and latency by route template, failed logins by reason
 * (`missing`: no credentials, which the .NET client always tries first; `malformed`; `invalid`:
 * a wrong token) and throttled logins (429), plus the store's and the process's.
 */
export interface ServiceMetrics {
  http: HttpMetrics;
  failedLogin(reason: 'missing' | 'malformed' | 'invalid'): void;
  throttledLogin(): void;
  registries: readonly Registry[];
}

export function createServiceMetrics(): ServiceMetrics {
  const http = createHttpMetrics('crm_service');
  const failedLogins = new Counter({
    name: 'crm_service_failed_logins_total',
    help: 'Requests refused 401: no credentials (missing), unreadable ones (malformed) or a wrong token (invalid)',
    labelNames: ['reason'] as const,
    registers: [http.registry],
  });
  const throttled = new Counter({
    name: 'crm_service_throttled_logins_total',
    help: 'Wrong tokens answered 429 because their address failed too often',
    registers: [http.registry],
  });
  return {
    http,
    failedLogin: (reason) => failedLogins.inc({ reason }),
    throttledLogin: () => throttled.inc(),
    registries: [http.registry, storeRegistry, processRegistry()],
  };
}
