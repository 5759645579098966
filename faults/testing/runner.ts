import { performance } from 'node:perf_hooks';
import { Random } from '../../server/service/seed/prng';
import { SkipCheck, type Check, type CheckContext } from './check';

/**
 * Runs checks one after another (they measure timing and load; running them side by side on two
 * cores would make each other flaky), one line per check, then the figures and the final
 * `N passed, N failed` line. Resolves with the number of failures.
 */
export interface RunOptions {
  seed: number;
  verbose: boolean;
  write: (line: string) => void;
}

export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  figures: Map<string, number>;
}

export async function runChecks(
  checks: readonly Check[],
  options: RunOptions,
): Promise<RunSummary> {
  const figures = new Map<string, number>();
  const summary: RunSummary = { passed: 0, failed: 0, skipped: 0, figures };
  options.write(
    `fault suite: ${checks.length} checks, seed ${options.seed} (replay with FAULTS_SEED=${options.seed})`,
  );

  for (const [index, check] of checks.entries()) {
    const started = performance.now();
    const outcome = await runOne(check, new Random(options.seed + index * 7919), figures, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (outcome.kind === 'pass') summary.passed++;
    else if (outcome.kind === 'skip') summary.skipped++;
    else summary.failed++;
    const label = outcome.kind === 'pass' ? 'ok  ' : outcome.kind === 'skip' ? 'SKIP' : 'FAIL';
    // One line per check, whatever the detail holds (answers quoted in failures span lines).
    options.write(
      `${label} ${check.name} — ${outcome.detail.replace(/\s*\n\s*/g, ' ')} (${seconds} s)`,
    );
  }

  for (const [name, value] of figures)
    options.write(`     ${name}: ${value.toLocaleString('en-US')}`);
  options.write(
    `${summary.passed} passed, ${summary.failed} failed${summary.skipped > 0 ? ` (${summary.skipped} skipped)` : ''}`,
  );
  return summary;
}

type Outcome = { kind: 'pass' | 'fail' | 'skip'; detail: string };

async function runOne(
  check: Check,
  random: Random,
  figures: Map<string, number>,
  options: RunOptions,
): Promise<Outcome> {
  const controller = new AbortController();
  const cleanups: Array<() => unknown> = [];
  const ctx: CheckContext = {
    random,
    signal: controller.signal,
    figure: (name, amount) => figures.set(name, (figures.get(name) ?? 0) + amount),
    defer: (cleanup) => cleanups.push(cleanup),
    note: (line) => {
      if (options.verbose) options.write(`     ${check.name}: ${line}`);
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`did not finish within ${check.timeoutMs / 1000} s`));
    }, check.timeoutMs);
  });
  let outcome: Outcome;
  try {
    outcome = { kind: 'pass', detail: await Promise.race([check.run(ctx), timedOut]) };
  } catch (error) {
    if (error instanceof SkipCheck) outcome = { kind: 'skip', detail: error.message };
    else outcome = { kind: 'fail', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      // A failed cleanup can leave a process or a mount behind: that fails the check too.
      const message = `cleanup failed: ${error instanceof Error ? error.message : String(error)}`;
      outcome =
        outcome.kind === 'fail'
          ? { kind: 'fail', detail: `${outcome.detail}; ${message}` }
          : { kind: 'fail', detail: message };
    }
  }
  return outcome;
}
