import type { Product, ProductKind, Seeding } from './product';

/**
 * One hostile load: what it starts, what it stores first, what it sends for a bounded time, and
 * which of the attacker's outcomes are acceptable. Outcomes are tallied by name: an HTTP status
 * ("201", "503"), or "no answer" (nothing within the window), "connection error", "held" (an
 * upload or idle connection still open when the window closed), "closed" (ended by the server
 * without an answer), "refused" (the connection was not accepted).
 */
export interface Attack {
  /** Stable, used in the bench line: `hostile <name>: …`. */
  name: string;
  /** What it does, in the fault suite's check name. */
  title: string;
  product: ProductKind;
  /**
   * Where the bystander goes: its own account on the service (embedded or alone), or through the
   * proxy (the proxy's account) when the attack aims at the proxy's own resources.
   */
  bystander: 'own account' | 'through the proxy';
  seed?: (seeding: Seeding) => Promise<void>;
  run(ctx: AttackContext): Promise<AttackOutcome>;
  /** Whether an outcome is an acceptable answer to the attack (a clear refusal or a bounded answer). */
  acceptable(outcome: string): boolean;
}

export interface AttackContext {
  product: Product;
  /** Aborted when the attack's window closes: send nothing more. */
  signal: AbortSignal;
  /**
   * Aborted a grace period after the window closes: stop waiting for answers (a request sent
   * just before the close still gets its answer; one that stalls the product does not).
   */
  giveUp: AbortSignal;
}

export interface AttackOutcome {
  tally: Map<string, number>;
  /** Attack-specific figures for the report (e.g. the largest answer). */
  detail?: string;
}

export function count(tally: Map<string, number>, outcome: string, amount = 1): void {
  tally.set(outcome, (tally.get(outcome) ?? 0) + amount);
}

/** `12× 201, 1× no answer`, the largest counts first. */
export function describeTally(tally: ReadonlyMap<string, number>): string {
  if (tally.size === 0) return 'nothing sent';
  return [...tally]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([outcome, n]) => `${n}× ${outcome}`)
    .join(', ');
}

/** A clear refusal (4xx, or 503 over budget) or a bounded answer (2xx within the window). */
export const refusedOrBounded = (outcome: string): boolean =>
  /^[24]\d\d$/.test(outcome) || outcome === '503';

/** Only a clear refusal will do: the request must not be served. */
export const refused = (outcome: string): boolean => /^4\d\d$/.test(outcome) || outcome === '503';
