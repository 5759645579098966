/**
 * A request's time budget as the store sees it: the moment (`Date.now()` ms) past which its
 * statements are refused. The service sets it on the request's `Scope`; the store passes it to
 * `StoreDb.read`/`write`, which stop the request's statements once it has passed (`OverBudgetError`).
 */
export interface RequestBudget {
  readonly deadline?: number;
}

/** What a statement refused for its request's budget throws (SQLite), and what PostgreSQL's cancel maps to. */
export class OverBudgetError extends Error {
  readonly code = 'CRM_OVER_BUDGET';

  constructor() {
    super('The request ran past its time budget');
    this.name = 'OverBudgetError';
  }
}

/** PostgreSQL's query_canceled: `statement_timeout` (the only canceller the store sets) ended a statement. */
const POSTGRES_QUERY_CANCELED = '57014';

/** Whether `error` says a request ran out of its budget (SQLite guard, or PostgreSQL's timeout). */
export function isOverBudget(error: unknown): boolean {
  if (error instanceof OverBudgetError) return true;
  if (!(error instanceof Error) || !('code' in error)) return false;
  return error.code === 'CRM_OVER_BUDGET' || error.code === POSTGRES_QUERY_CANCELED;
}

/** Throws when the budget's deadline has passed. */
export function checkBudget(budget: RequestBudget | undefined): void {
  if (budget?.deadline !== undefined && Date.now() > budget.deadline) throw new OverBudgetError();
}
