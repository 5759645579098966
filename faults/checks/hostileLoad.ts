import { assert, type Check } from '../testing/check';
import type { Attack } from '../hostileLoad/attack';
import { HOSTILE_ATTACKS } from '../hostileLoad/attacks';
import { measureAttack, type Timing } from '../hostileLoad/measure';
import { outcomeText, ratioText } from '../hostileLoad/report';

/**
 * Issue 27, hostile load: each attack runs against a fresh product while another account's
 * client (the bystander) trickles ordinary requests. Judged: the bystander gets no 5xx and no
 * silence, every create it was acknowledged reads back, the attacker gets a clear refusal or a
 * bounded answer, and the attacked process neither dies nor logs an unexpected error. The
 * bystander's p99 latency ratio is printed, not judged (two noisy shared cores); the bench
 * (`npm run bench:hostile`) runs the same attacks for longer.
 */
export const SUITE_TIMING: Timing = {
  quietMs: 2_000,
  attackMs: 4_000,
  bystanderTimeoutMs: 5_000,
  verifyMs: 5_000,
};

function hostileLoadCheck(attack: Attack): Check {
  return {
    name: `hostile load: ${attack.name} — ${attack.title}`,
    // Start (3 s on an idle machine, up to 60 s on a loaded one), quiet, attack, read-back, stop.
    timeoutMs: 120_000,
    async run(ctx) {
      const measurement = await measureAttack(attack, SUITE_TIMING);
      for (const problem of measurement.problems) ctx.note(problem);
      const summary = `${ratioText(measurement)}; ${outcomeText(measurement)}`;
      assert(
        measurement.problems.length === 0,
        () => `${measurement.problems.join(' || ')} — ${summary}`,
      );
      return summary;
    },
  };
}

export const hostileLoadChecks: readonly Check[] = HOSTILE_ATTACKS.map(hostileLoadCheck);
