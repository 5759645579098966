import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ObservedRequest } from '../observability/requestObserver';
import type { BodyBudgetExhausted } from './bodyBudget';
import { refuseUnread } from './drainRequest';
import type { Logger } from './logger';
import { sendError } from './sendError';

/** How often at most the refusals of bodies over the budget are logged. */
export const BUDGET_REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * Answers the 503 of a body over the in-flight budget (refuseUnread: at once, the body unread) and
 * logs it the way the connection cap logs its refusals: a warn line with the count so far, at
 * most once a minute, instead of one request line each. Under a flood of held uploads those lines
 * were most of what the server wrote, and 5xx request lines are written even at LOG_LEVEL=error.
 * Each refusal is still counted in the request metrics (route, method, 503).
 */
export function createBudgetRefusal(
  log: Logger,
  now: () => number = Date.now,
): (
  req: IncomingMessage,
  res: ServerResponse,
  error: BodyBudgetExhausted,
  observed?: ObservedRequest,
) => void {
  let refused = 0;
  let lastLogged = Number.NEGATIVE_INFINITY;
  return (req, res, error, observed) => {
    refused++;
    if (observed !== undefined) observed.unlogged = true;
    const at = now();
    if (at - lastLogged >= BUDGET_REFUSAL_LOG_INTERVAL_MS) {
      lastLogged = at;
      log.warn('refused request bodies: the server is receiving its maximum of bodies at once', {
        refusedSoFar: refused,
      });
    }
    refuseUnread(req, res, () => sendError(res, error, log));
  };
}
