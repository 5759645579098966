import { describeTally } from './attack';
import { p99, type Phase } from './bystander';
import type { Measurement } from './measure';

/** How a measurement is printed: the same figures in the bench's stable line and the suite's line. */

export const RATIO_GOAL = 2;

const ms = (value: number): string => value.toFixed(1);

/** The bystander's answers other than 2xx, by outcome. */
function notServed(phase: Phase): Map<string, number> {
  return new Map([...phase.outcomes].filter(([outcome]) => !/^2\d\d$/.test(outcome)));
}

export interface Ratio {
  quietMs: number;
  underAttackMs: number;
  ratio: number;
}

export function ratioOf(measurement: Measurement): Ratio {
  const quietMs = p99(measurement.quiet.latenciesMs);
  const underAttackMs = p99(measurement.underAttack.latenciesMs);
  return { quietMs, underAttackMs, ratio: quietMs > 0 ? underAttackMs / quietMs : 0 };
}

/** `bystander p99 quiet X ms, under attack Y ms, ratio Z (goal ≤ 2)` */
export function ratioText(measurement: Measurement): string {
  const { quietMs, underAttackMs, ratio } = ratioOf(measurement);
  return `bystander p99 quiet ${ms(quietMs)} ms, under attack ${ms(underAttackMs)} ms, ratio ${ratio.toFixed(1)} (goal ≤ ${RATIO_GOAL})`;
}

/** The attacker's outcomes, the bystander's counts and the attacked process's memory. */
export function outcomeText(measurement: Measurement): string {
  const { attacker, underAttack, memory } = measurement;
  const failed = notServed(underAttack);
  return [
    `attacker: ${describeTally(attacker.tally)} in ${(attacker.ms / 1000).toFixed(1)} s${attacker.detail === undefined ? '' : ` (${attacker.detail})`}`,
    `bystander: ${underAttack.latenciesMs.length} requests under attack${failed.size > 0 ? `, not served: ${describeTally(failed)}` : ''}`,
    `${measurement.attack.product} RSS ${memory.beforeMb.toFixed(0)} MB before, peak ${memory.peakMb.toFixed(0)} MB, ${memory.afterMb.toFixed(0)} MB after`,
  ].join('; ');
}

/** The bench's line: stable from `hostile` to `(goal ≤ 2)`, then the outcome. */
export function benchLine(measurement: Measurement): string {
  return `hostile ${measurement.attack.name}: ${ratioText(measurement)}; ${outcomeText(measurement)}`;
}
