import { FailureBucket, type LockoutPolicy } from './failureBucket';

/**
 * Slows down token guessing, per client address and for the whole service at once.
 *
 * Why "for the whole service": the token is the only credential (the Basic user name; there is no
 * separate account name), so a wrong token names no account to count against. Every failure
 * counts against its address and against one service-wide bucket: an attacker spreading guesses
 * over many addresses still meets the service-wide lockout.
 *
 * A lockout refuses (429 with Retry-After) only credentials that are NOT checked: while locked,
 * an unknown token is not looked up at all, so a right guess learns nothing more than a wrong
 * one — a lockout that checked first and let the right token through would not slow guessing at
 * all (on main, 676 guesses found a 2-letter token in 1.3 s through it). Credentials that logged
 * in before (the exact Authorization header, remembered by TokenHashes) are checked as usual, so
 * a client already at work is never locked out by someone else's guessing; a new login may have to
 * wait out the lockout (Retry-After says how long: at most `address.maxMs`, `service.maxMs`).
 * That remembered set is itself an oracle for the tokens in use; it is why configured tokens must
 * carry 128 bits (tokenStrength.ts) and generated ones carry 160: out of reach at any rate.
 *
 * The lockout grows: after `freeFailures`, each checked failure locks for base × 2^n, capped.
 * Memory is bounded: at most `maxClients` addresses, oldest dropped first.
 */
export interface ThrottlePolicy {
  address: LockoutPolicy;
  service: LockoutPolicy;
  maxClients: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  // Typos from one address: 5 free, then 1 s, 2 s, 4 s … up to 5 minutes between checked guesses.
  address: { freeFailures: 5, baseMs: 1_000, maxMs: 5 * 60_000, halfLifeMs: 15 * 60_000 },
  // Many addresses at once: 100 free, then up to one checked unknown token a minute service-wide.
  service: { freeFailures: 100, baseMs: 1_000, maxMs: 60_000, halfLifeMs: 15 * 60_000 },
  maxClients: 10_000,
};

/** A refused attempt: who is locked, and the seconds to wait. */
export interface Lockout {
  scope: 'address' | 'service';
  retryAfterSeconds: number;
}

export class LoginThrottle {
  private readonly addresses = new Map<string, FailureBucket>();
  private readonly service: FailureBucket;

  constructor(
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
    private readonly now: () => number = Date.now,
  ) {
    this.service = new FailureBucket(policy.service);
  }

  /** Before an unknown credential is checked: the lockout that refuses it unchecked, or null. */
  lockout(client: string): Lockout | null {
    const now = this.now();
    const address = this.addresses.get(client)?.lockedFor(now) ?? 0;
    const service = this.service.lockedFor(now);
    if (address === 0 && service === 0) return null;
    return {
      scope: address >= service ? 'address' : 'service',
      retryAfterSeconds: Math.max(1, Math.ceil(Math.max(address, service) / 1000)),
    };
  }

  /** Counts a checked credential that was wrong; returns the lockout it started, if any. */
  fail(client: string): Lockout | null {
    const now = this.now();
    let bucket = this.addresses.get(client);
    if (bucket === undefined) {
      this.makeRoom();
      bucket = new FailureBucket(this.policy.address);
    } else {
      this.addresses.delete(client);
    }
    // Re-inserted: the map's order is then least recently failed first.
    this.addresses.set(client, bucket);
    bucket.fail(now);
    this.service.fail(now);
    return this.lockout(client);
  }

  /** Addresses currently remembered (for tests of the memory bound). */
  get trackedAddresses(): number {
    return this.addresses.size;
  }

  /** Drops the least recently failed address when full; the service bucket still counts it. */
  private makeRoom(): void {
    if (this.addresses.size < this.policy.maxClients) return;
    const oldest = this.addresses.keys().next().value;
    if (oldest !== undefined) this.addresses.delete(oldest);
  }
}
