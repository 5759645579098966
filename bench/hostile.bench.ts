import { availableParallelism, loadavg } from 'node:os';
import { HOSTILE_ATTACKS } from '../faults/hostileLoad/attacks';
import { measureAttack, type Timing } from '../faults/hostileLoad/measure';
import { benchLine } from '../faults/hostileLoad/report';
import { killAllChildren } from '../faults/testing/processes';

/**
 * `npm run bench:hostile`: issue 27's attacks, the same ones the fault suite's hostile-load part
 * runs (faults/hostileLoad/attacks.ts), each against a fresh product with a longer window.
 * One line per attack:
 *
 *   hostile <attack>: bystander p99 quiet X ms, under attack Y ms, ratio Z (goal ≤ 2); attacker: …
 *
 * The bystander is another account's client trickling creates, shows and lists; a request it
 * gets no answer to counts at BENCH_HOSTILE_TIMEOUT_SECONDS, so a stalled product shows that
 * figure as its p99. What the suite judges (5xx, lost creates, the attacker's answers) follows
 * each line as "problems: …" here, printed, never failing the bench.
 *
 *   BENCH_HOSTILE_ONLY=text          only the attacks whose name contains one of the comma-separated texts
 *   BENCH_HOSTILE_SECONDS=n          the attack window (default 10)
 *   BENCH_HOSTILE_TIMEOUT_SECONDS=n  a bystander request's patience (default 10)
 */
const seconds = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number of seconds, not ${process.env[name]}`);
  return value * 1000;
};

const TIMING: Timing = {
  quietMs: 4_000,
  attackMs: seconds('BENCH_HOSTILE_SECONDS', 10),
  bystanderTimeoutMs: seconds('BENCH_HOSTILE_TIMEOUT_SECONDS', 10),
  verifyMs: 20_000,
};

function selected() {
  const only = process.env['BENCH_HOSTILE_ONLY']?.trim();
  if (only === undefined || only === '') return HOSTILE_ATTACKS;
  const words = only.split(',').map((word) => word.trim().toLowerCase());
  return HOSTILE_ATTACKS.filter((attack) => words.some((word) => attack.name.includes(word)));
}

async function main(): Promise<void> {
  const attacks = selected();
  process.stdout.write(
    `bench:hostile — ${attacks.length} attacks, each on a fresh product: ${TIMING.quietMs / 1000} s quiet, ${TIMING.attackMs / 1000} s under attack; ` +
      `${availableParallelism()} cores shared by everything (load average ${loadavg()[0]!.toFixed(1)} at start)\n`,
  );
  for (const attack of attacks) {
    const measurement = await measureAttack(attack, TIMING);
    process.stdout.write(`${benchLine(measurement)}\n`);
    if (measurement.problems.length > 0)
      process.stdout.write(`   problems: ${measurement.problems.join(' || ')}\n`);
  }
}

process.on('exit', killAllChildren);
main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
