import { describe, expect, it } from 'vitest';
import { refused, refusedOrBounded, type Attack } from './attack';
import { paddedCompany } from './bodyAttacks';
import { p99 } from './bystander';
import type { Measurement } from './measure';
import { benchLine, ratioOf } from './report';

const attack: Attack = {
  name: 'example-attack',
  title: 'an example',
  product: 'service',
  bystander: 'own account',
  run: () => Promise.resolve({ tally: new Map() }),
  acceptable: refusedOrBounded,
};

function measurement(quiet: number[], underAttack: number[]): Measurement {
  return {
    attack,
    quiet: { latenciesMs: quiet, outcomes: new Map([['200', quiet.length]]) },
    underAttack: {
      latenciesMs: underAttack,
      outcomes: new Map([
        ['200', underAttack.length - 1],
        ['no answer', 1],
      ]),
    },
    attacker: { tally: new Map([['503', 3]]), ms: 5_000, detail: 'example detail' },
    memory: { beforeMb: 100, peakMb: 150, afterMb: 110 },
    problems: [],
  };
}

describe('hostile load report', () => {
  it('takes the nearest-rank 99th percentile', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(p99(hundred)).toBe(99);
    expect(p99([...hundred, 5_000])).toBe(100);
    expect(p99([7])).toBe(7);
    expect(p99([])).toBe(0);
  });

  it('prints the stable bench line, then the attacker, the bystander and memory', () => {
    const m = measurement([2, 4, 3], [4, 8, 6]);
    expect(ratioOf(m)).toEqual({ quietMs: 4, underAttackMs: 8, ratio: 2 });
    expect(benchLine(m)).toBe(
      'hostile example-attack: bystander p99 quiet 4.0 ms, under attack 8.0 ms, ratio 2.0 (goal ≤ 2); ' +
        'attacker: 3× 503 in 5.0 s (example detail); bystander: 3 requests under attack, not served: 1× no answer; ' +
        'service RSS 100 MB before, peak 150 MB, 110 MB after',
    );
  });

  it('accepts refusals and bounded answers, never silence or another 5xx', () => {
    for (const outcome of ['200', '201', '400', '413', '422', '503'])
      expect(refusedOrBounded(outcome), outcome).toBe(true);
    for (const outcome of ['500', '502', '504', 'no answer', 'connection error'])
      expect(refusedOrBounded(outcome), outcome).toBe(false);
    expect(refused('200')).toBe(false);
    expect(refused('403')).toBe(true);
  });

  it('pads a company create to at most 1 MiB, within one filler of it', () => {
    for (const filler of ['<!---->', '<![CDATA[]]>', '<?pi?>']) {
      const body = paddedCompany(filler);
      expect(body.length).toBeLessThanOrEqual(1024 * 1024);
      expect(body.length).toBeGreaterThan(1024 * 1024 - filler.length);
      expect(body.startsWith('<company><name>')).toBe(true);
      expect(body.endsWith(`${filler}</company>`)).toBe(true);
    }
  });
});
