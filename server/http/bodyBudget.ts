import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError';

/**
 * The bytes of request bodies being received at once, across all connections of one server (the
 * service and the proxy each make their own; readBody.ts claims from it). Each body's cap bounds
 * one request; this bounds them together, so that hundreds of unfinished uploads cannot grow the
 * process by their sum (on main, 600 held 0.9 MB uploads grew the proxy by 548 MB). A body that
 * would pass it is refused with 503 and Retry-After; the bytes a request held are given back as
 * soon as its body is read, refused or abandoned.
 *
 * Within it, one client cannot take room from the others:
 * - a body over `SMALL_BODY_BYTES` (a large one) counts against its client address's share, a
 *   quarter of the budget: 600 held 1 MB uploads from one address have 16 of them read instead of
 *   67, and each of those is 0.9 MB this thread reads, keeps and collects for nothing;
 * - large bodies together may take three quarters of it: the last quarter stays for the small
 *   bodies that every API request carries, so uploads from many addresses cannot starve them.
 * A large body while no other is in flight, and a client's first one whatever its share, are let in
 * whenever the whole budget has room: a body up to the size limit always fits into an idle budget.
 */
export interface BodyBudget {
  /** One body's claim for `client` (its address), holding nothing yet. */
  claim(client: string): BodyClaim;
  /** Whether a body of `bytes` from `client` would fit now; nothing is taken. */
  fits(bytes: number, client: string): boolean;
  /** Bytes currently claimed (for tests and metrics). */
  readonly inFlight: number;
}

export interface BodyClaim {
  /** Grows the claim to `bytes` in all; false (and nothing taken) when that does not fit. */
  growTo(bytes: number): boolean;
  /** Gives back all of it; the claim holds nothing afterwards. */
  release(): void;
}

/** 64 MiB: a few dozen bodies at the 1 MiB limit at once, far more than any real client load. */
export const DEFAULT_BODY_BUDGET_BYTES = 64 * 1024 * 1024;
/** Bodies up to this size are not counted against a client's share (API documents are far smaller). */
export const SMALL_BODY_BYTES = 64 * 1024;

/** The client a body is counted against: its connection's address (one key for all without one). */
export const bodyClientOf = (req: IncomingMessage): string => req.socket.remoteAddress ?? '';

export function createBodyBudget(maxBytes = DEFAULT_BODY_BUDGET_BYTES): BodyBudget {
  const largeMax = maxBytes - Math.floor(maxBytes / 4);
  const clientShare = Math.floor(maxBytes / 4);
  let inFlight = 0;
  let largeInFlight = 0;
  const largeByClient = new Map<string, number>();

  /** Whether growing a claim from `from` to `to` bytes fits; the large bytes it adds. */
  function room(client: string, from: number, to: number): number | undefined {
    if (inFlight + (to - from) > maxBytes) return undefined;
    if (to <= SMALL_BODY_BYTES) return 0;
    const added = from > SMALL_BODY_BYTES ? to - from : to;
    const ofClient = largeByClient.get(client) ?? 0;
    if (largeInFlight > 0 && largeInFlight + added > largeMax) return undefined;
    if (ofClient > 0 && ofClient + added > clientShare) return undefined;
    return added;
  }

  return {
    claim(client) {
      let bytes = 0;
      let large = 0;
      return {
        growTo(total) {
          if (total <= bytes) return true;
          const added = room(client, bytes, total);
          if (added === undefined) return false;
          inFlight += total - bytes;
          bytes = total;
          if (added > 0) {
            large += added;
            largeInFlight += added;
            largeByClient.set(client, (largeByClient.get(client) ?? 0) + added);
          }
          return true;
        },
        release() {
          inFlight -= bytes;
          bytes = 0;
          if (large === 0) return;
          largeInFlight -= large;
          const left = (largeByClient.get(client) ?? 0) - large;
          if (left > 0) largeByClient.set(client, left);
          else largeByClient.delete(client);
          large = 0;
        },
      };
    },
    fits(bytes, client) {
      return room(client, 0, bytes) !== undefined;
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
