import { setMaxListeners } from 'node:events';
import type { Attack, AttackOutcome } from './attack';
import type { BystanderWay, Phase } from './bystander';
import { BystanderThread } from './bystanderThread';
import { startProduct, type Product } from './product';

/**
 * One attack against a fresh product: the bystander trickles alone (quiet), then while the attack
 * runs for its window; afterwards every create it was told succeeded must read back. Latency is
 * measured and reported, never judged here (the machine is noisy); what is judged is listed in
 * `problems`: the bystander got a 5xx or no answer, lost a create, the attacker got an outcome the
 * attack does not accept, or the attacked process died or logged an unexpected error.
 */
export interface Timing {
  quietMs: number;
  attackMs: number;
  /** A bystander request unanswered this long counts at this time, as "no answer". */
  bystanderTimeoutMs: number;
  /** Time allowed to read back the bystander's creates. */
  verifyMs: number;
}

/** Not measured: the first requests of a fresh process compile their code paths. */
const WARM_UP_MS = 500;
/** How long after the window closes an attacker's request may still be answered. */
const ANSWER_GRACE_MS = 2_000;

export interface Measurement {
  attack: Attack;
  quiet: Phase;
  underAttack: Phase;
  attacker: AttackOutcome & { ms: number };
  /** Resident memory of the attacked process, MB: before the attack, its peak, after the check. */
  memory: { beforeMb: number; peakMb: number; afterMb: number };
  problems: string[];
}

const bystanderWay = (attack: Attack, product: Product): BystanderWay =>
  attack.bystander === 'own account'
    ? { baseUrl: product.serviceUrl, token: product.bystanderToken, headers: {} }
    : {
        baseUrl: product.attackUrl,
        token: undefined,
        headers: { host: `localhost:${product.attacked.port}` },
      };

/** Outcomes that are not an answer below 500: the bystander was failed. */
function bystanderProblems(phase: Phase, when: string): string[] {
  return [...phase.outcomes]
    .filter(([outcome]) => !/^[1-4]\d\d$/.test(outcome))
    .map(([outcome, n]) => `the bystander got ${n}× ${outcome} ${when}`);
}

export async function measureAttack(attack: Attack, timing: Timing): Promise<Measurement> {
  const product = await startProduct(attack.product, attack.seed);
  const bystander = new BystanderThread(bystanderWay(attack, product), timing.bystanderTimeoutMs);
  const rss = (): number => (product.attacked.rssKb() ?? 0) / 1024;
  let peakMb = rss();
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rss())), 100);
  try {
    const warmUp = await bystander.trickle(WARM_UP_MS);
    const quiet = await bystander.trickle(timing.quietMs);
    const beforeMb = rss();
    peakMb = beforeMb;

    const signal = AbortSignal.timeout(timing.attackMs);
    const giveUp = AbortSignal.timeout(timing.attackMs + ANSWER_GRACE_MS);
    // Every request and connection of the attack listens to them.
    setMaxListeners(Number.POSITIVE_INFINITY, signal, giveUp);
    const started = performance.now();
    const [underAttack, attacker] = await Promise.all([
      bystander.trickle(timing.attackMs),
      attack.run({ product, signal, giveUp }).then(
        (outcome) => ({ ...outcome, ms: performance.now() - started }),
        (error: unknown) => ({
          tally: new Map([
            [`failed: ${error instanceof Error ? error.message : String(error)}`, 1],
          ]),
          ms: performance.now() - started,
        }),
      ),
    ]);
    clearInterval(sampler);

    const problems = [
      ...bystanderProblems(warmUp, 'while warming up'),
      ...bystanderProblems(quiet, 'when quiet'),
      ...bystanderProblems(underAttack, 'under attack'),
    ];
    const unreadable = await bystander.unreadable(timing.verifyMs);
    if (unreadable.length > 0)
      problems.push(
        `the bystander's acknowledged creates (${bystander.created}) did not all read back: ${unreadable.slice(0, 3).join('; ')}`,
      );
    const unacceptable = [...attacker.tally].filter(([outcome]) => !attack.acceptable(outcome));
    if (unacceptable.length > 0)
      problems.push(
        `the attacker got ${unacceptable.map(([outcome, n]) => `${n}× ${outcome}`).join(', ')}`,
      );
    if (!product.attacked.alive()) problems.push(`the ${product.kind} process died`);
    const logged = product.unhandledErrors();
    if (logged.length > 0)
      problems.push(`the ${product.kind} logged unexpected errors: ${logged[0]!.slice(0, 300)}`);
    return {
      attack,
      quiet,
      underAttack,
      attacker,
      memory: { beforeMb, peakMb, afterMb: rss() },
      problems,
    };
  } finally {
    clearInterval(sampler);
    await bystander.close();
    await product.stop();
  }
}
