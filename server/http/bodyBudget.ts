import { HttpError } from './httpError';

/**
 * The bytes of request bodies being received at once, across all connections of one server (the
 * service and the proxy each make their own; readBody.ts takes from it). Each body's cap bounds
 * one request; this bounds them together, so that hundreds of unfinished uploads cannot grow the
 * process by their sum (on main, 600 held 0.9 MB uploads grew the proxy by 548 MB). A body that
 * would pass it is refused with 503 and Retry-After; the bytes a request held are given back as
 * soon as its body is read, refused or abandoned.
 */
export interface BodyBudget {
  /** Takes `bytes` from the budget; false (and nothing taken) when they do not fit. */
  take(bytes: number): boolean;
  give(bytes: number): void;
  /** Bytes currently taken (for tests and metrics). */
  readonly inFlight: number;
}

/** 64 MiB: a few dozen bodies at the 1 MiB limit at once, far more than any real client load. */
export const DEFAULT_BODY_BUDGET_BYTES = 64 * 1024 * 1024;

export function createBodyBudget(maxBytes = DEFAULT_BODY_BUDGET_BYTES): BodyBudget {
  let inFlight = 0;
  return {
    take(bytes) {
      if (inFlight + bytes > maxBytes) return false;
      inFlight += bytes;
      return true;
    },
    give(bytes) {
      inFlight = Math.max(0, inFlight - bytes);
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/**
 * The 503 of a request whose body did not fit in the budget; the connection closes after it. Its
 * own class because it is answered without reading the body at all (see refuseUnread): the server
 * is short of room, and reading the attacker's bytes to be polite is what it cannot afford.
 */
export class BodyBudgetExhausted extends HttpError {}

export const bodyBudgetExhausted = (): BodyBudgetExhausted =>
  new BodyBudgetExhausted(
    503,
    ['The server is receiving too many request bodies at once; try again in a moment'],
    { 'retry-after': '1', connection: 'close' },
  );
