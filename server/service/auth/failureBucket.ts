/** How a run of failed logins turns into a lockout. */
export interface LockoutPolicy {
  /** Failures allowed before the first lockout (a typo or two never waits). */
  freeFailures: number;
  /** The first lockout; each further failure doubles it. */
  baseMs: number;
  /** The longest lockout. */
  maxMs: number;
  /** Failures are forgotten gradually: the count halves every `halfLifeMs` without one. */
  halfLifeMs: number;
}

/**
 * The failed logins of one address, or of the whole service: a count that decays with time
 * (so a client that stopped failing is forgiven, and a slow trickle of typos never adds up) and
 * the time until which further unknown credentials are refused unchecked.
 */
export class FailureBucket {
  private count = 0;
  private countedAt = 0;
  private lockedUntil = 0;

  constructor(private readonly policy: LockoutPolicy) {}

  /** Milliseconds left of the lockout at `now`; 0 when not locked. */
  lockedFor(now: number): number {
    return Math.max(0, this.lockedUntil - now);
  }

  /** Counts one failure; a count past the free ones locks for base × 2^(over − 1), capped. */
  fail(now: number): void {
    const { freeFailures, baseMs, maxMs } = this.policy;
    this.count = this.decayedCount(now) + 1;
    this.countedAt = now;
    // Rounded: a remainder of long-past failures must not turn the next typo into a lockout.
    const over = Math.round(this.count) - freeFailures;
    if (over > 0) {
      // Capped before the power grows large: the exponent is bounded by log2(max/base) + 1.
      const exponent = Math.min(over - 1, Math.log2(maxMs / baseMs) + 1);
      this.lockedUntil = now + Math.min(maxMs, baseMs * 2 ** exponent);
    }
  }

  private decayedCount(now: number): number {
    const elapsed = Math.max(0, now - this.countedAt);
    return this.count * 2 ** (-elapsed / this.policy.halfLifeMs);
  }
}
