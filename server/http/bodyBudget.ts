import { HttpError } from './httpError';

/**
 * Shared by the service and the proxy (each server makes its own): the bytes of request bodies
 * being received at once, across all connections. Each body's cap bounds one request; this
 * bounds them together, so that hundreds of unfinished uploads cannot grow the process by their
 * sum (on main, 600 held 0.9 MB uploads grew the proxy by 548 MB). A chunk that would pass the
 * budget fails its request with 503 and Retry-After; the bytes a request held are given back as
 * soon as its body is read, refused or abandoned.
 */
export interface BodyBudget {
  /** Takes `bytes` from the budget; false (and nothing taken) when they do not fit. */
  take(bytes: number): boolean;
  give(bytes: number): void;
  /** Bytes currently taken (for tests and metrics). */
  readonly inFlight: number;
}

export function createBodyBudget(maxBytes: number): BodyBudget {
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

/** The 503 of a request whose body did not fit in the budget; the connection closes after it. */
export const bodyBudgetExhausted = (): HttpError =>
  new HttpError(
    503,
    ['The server is receiving too many request bodies at once; try again in a moment'],
    { 'retry-after': '1', connection: 'close' },
  );
