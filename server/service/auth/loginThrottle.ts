/**
 * Slows down token guessing: after `maxFailures` wrong tokens from one client address within
 * `windowMs`, further wrong tokens from it are answered 429 until the window ends. A valid token is
 * never refused (the check happens only after a token fails), so an attacker cannot lock a real
 * user out. Memory is bounded: at most `maxClients` addresses are tracked, oldest dropped first.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly maxFailures = 20,
    private readonly windowMs = 60_000,
    private readonly maxClients = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a failed attempt; returns seconds to wait when the client is over its budget. */
  fail(client: string): number | null {
    const now = this.now();
    let entry = this.failures.get(client);
    if (entry === undefined || now - entry.windowStart >= this.windowMs) {
      entry = { count: 0, windowStart: now };
      this.failures.delete(client);
      if (this.failures.size >= this.maxClients) {
        const oldest = this.failures.keys().next().value;
        if (oldest !== undefined) this.failures.delete(oldest);
      }
      this.failures.set(client, entry);
    }
    entry.count++;
    if (entry.count <= this.maxFailures) return null;
    return Math.max(1, Math.ceil((entry.windowStart + this.windowMs - now) / 1000));
  }
}
