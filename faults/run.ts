import type { Check } from './testing/check';
import { killAllChildren } from './testing/processes';
import { runChecks } from './testing/runner';
import { addRemoveCheck } from './checks/concurrency/addRemove';
import { sameLocationCheck, sameTagCheck } from './checks/concurrency/uniqueness';
import { blindWritersCheck, conditionalWritersCheck } from './checks/concurrency/writers';
import { crashSafetyCheck } from './checks/crashSafety';
import { diskFullCheck } from './checks/diskFull';
import { fuzzCheck } from './checks/fuzz';
import { hostileLoadChecks } from './checks/hostileLoad';
import { proxyAttackCheck } from './checks/proxyAttack';
import { tokenRotationCheck } from './checks/tokenRotation';
import { upstreamFaultsCheck } from './checks/upstreamFaults';
import {
  hostileRequestsCheck,
  malformedXmlCheck,
  oversizedBodyCheck,
  smugglingCheck,
} from './checks/hostileInput';

/**
 * `npm run test:faults`: the fault, concurrency and hostile-input suite (issue 7). Real service
 * and proxy processes on 127.0.0.0/8 only; one line per check, the figures, then
 * `N passed, N failed`; exit code 1 when any check failed.
 *
 *   FAULTS_SEED=n       replay a run's randomness (printed at the start)
 *   FAULTS_ONLY=text    run only the checks whose name contains one of the comma-separated texts
 *   FAULTS_VERBOSE=1    print each check's notes
 */
const CHECKS: readonly Check[] = [
  crashSafetyCheck,
  conditionalWritersCheck,
  blindWritersCheck,
  sameTagCheck,
  sameLocationCheck,
  addRemoveCheck,
  malformedXmlCheck,
  hostileRequestsCheck,
  smugglingCheck,
  oversizedBodyCheck,
  fuzzCheck,
  proxyAttackCheck,
  upstreamFaultsCheck,
  diskFullCheck,
  tokenRotationCheck,
  ...hostileLoadChecks,
];

function selected(): Check[] {
  const only = process.env['FAULTS_ONLY']?.trim();
  if (only === undefined || only === '') return [...CHECKS];
  const words = only.split(',').map((word) => word.trim().toLowerCase());
  return CHECKS.filter((check) => words.some((word) => check.name.toLowerCase().includes(word)));
}

function seed(): number {
  const given = process.env['FAULTS_SEED'];
  if (given !== undefined && /^\d+$/.test(given)) return Number(given);
  return Math.floor(Math.random() * 2 ** 31);
}

// Whatever ends the runner, no service or proxy it started outlives it.
process.on('exit', killAllChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllChildren();
    process.exit(130);
  });
}

const summary = await runChecks(selected(), {
  seed: seed(),
  verbose: process.env['FAULTS_VERBOSE'] === '1',
  write: (line) => process.stdout.write(`${line}\n`),
});
process.exitCode = summary.failed > 0 || summary.passed + summary.skipped === 0 ? 1 : 0;
