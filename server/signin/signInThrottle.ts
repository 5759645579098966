/**
 * Sign-in throttling, per client address and per user name. Each failure makes the next attempt
 * from that address, or for that name, wait longer: the first few are free, then 1 s, 2 s, 4 s…
 * up to a ceiling. The per-name ceiling is short (30 s), so someone guessing the operator's
 * password from many addresses slows every guess to one per 30 s without keeping the real user
 * out for longer than that; the per-address ceiling is long (15 min). A success clears both.
 * Failures are forgotten after `forgetMs` without a new one; at most `maxKeys` of each kind are
 * kept (the stalest go first), so a flood of addresses cannot grow memory.
 */
export interface ThrottleOptions {
  now?: () => number;
  maxKeys?: number;
}

export interface SignInThrottle {
  /** Milliseconds to wait before this attempt may be checked (0: go ahead). */
  waitMs(address: string, user: string): number;
  failed(address: string, user: string): void;
  succeeded(address: string, user: string): void;
}

interface Failures {
  failures: number;
  lastFailure: number;
}

interface Scale {
  free: number;
  ceilingMs: number;
}

const BY_ADDRESS: Scale = { free: 5, ceilingMs: 15 * 60_000 };
const BY_USER: Scale = { free: 10, ceilingMs: 30_000 };
const FORGET_MS = 60 * 60_000;
const DEFAULT_MAX_KEYS = 10_000;
const USER_KEY_LIMIT = 64;

function delayAfter(failures: number, scale: Scale): number {
  if (failures < scale.free) return 0;
  return Math.min(1_000 * 2 ** Math.min(failures - scale.free, 20), scale.ceilingMs);
}

export function createSignInThrottle(options: ThrottleOptions = {}): SignInThrottle {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const byAddress = new Map<string, Failures>();
  const byUser = new Map<string, Failures>();

  function current(map: Map<string, Failures>, key: string, at: number): Failures | undefined {
    const record = map.get(key);
    if (record !== undefined && record.lastFailure + FORGET_MS <= at) {
      map.delete(key);
      return undefined;
    }
    return record;
  }
  function wait(map: Map<string, Failures>, key: string, scale: Scale, at: number): number {
    const record = current(map, key, at);
    if (record === undefined) return 0;
    return Math.max(0, record.lastFailure + delayAfter(record.failures, scale) - at);
  }
  function note(map: Map<string, Failures>, key: string, at: number): void {
    const record = current(map, key, at) ?? { failures: 0, lastFailure: at };
    map.delete(key);
    record.failures++;
    record.lastFailure = at;
    // Re-inserted last: the first key is always the stalest.
    map.set(key, record);
    while (map.size > maxKeys) {
      const stalest = map.keys().next().value;
      if (stalest === undefined) break;
      map.delete(stalest);
    }
  }
  // Any name counts, known or not: what an attacker types is bounded before it is kept.
  const userKey = (user: string): string => user.slice(0, USER_KEY_LIMIT).toLowerCase();

  return {
    waitMs(address, user) {
      const at = now();
      return Math.max(
        wait(byAddress, address, BY_ADDRESS, at),
        wait(byUser, userKey(user), BY_USER, at),
      );
    },
    failed(address, user) {
      const at = now();
      note(byAddress, address, at);
      note(byUser, userKey(user), at);
    },
    succeeded(address, user) {
      byAddress.delete(address);
      byUser.delete(userKey(user));
    },
  };
}
