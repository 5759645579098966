import { Counter, type Registry } from 'prom-client';

/**
 * Requests stopped at their time budget (REQUEST_BUDGET_MS) and answered 503, by route template:
 * a bounded label (never a raw path, a term or an account).
 */
export function createBudgetMetrics(registry: Registry): { overBudget(route: string): void } {
  const overBudget = new Counter({
    name: 'crm_service_requests_over_budget_total',
    help: 'Requests stopped at their time budget (REQUEST_BUDGET_MS) and answered 503, by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  return { overBudget: (route) => overBudget.inc({ route }) };
}
