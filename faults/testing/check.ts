import type { Random } from '../../server/service/seed/prng';

/**
 * What a fault check is: a named, time-bounded proof against real processes. A check returns
 * the line it wants printed after its name, throws `CheckFailure` (or any error) to fail, and
 * throws `SkipCheck` when the machine cannot run it (the reason is printed).
 */
export interface Check {
  name: string;
  /** Hard limit: past it the check fails and its cleanups run. */
  timeoutMs: number;
  run(ctx: CheckContext): Promise<string>;
}

export interface CheckContext {
  /** Seeded per check: the run's seed is printed, so a failure can be replayed. */
  random: Random;
  /** Aborted when the check runs out of time: loops should stop sending. */
  signal: AbortSignal;
  /** Adds to a figure of the run (summed over checks, printed at the end). */
  figure(name: string, amount: number): void;
  /** Runs after the check (passed, failed or timed out), last registered first. */
  defer(cleanup: () => unknown): void;
  /** Extra detail, shown only with FAULTS_VERBOSE=1. */
  note(line: string): void;
}

export class CheckFailure extends Error {
  override readonly name = 'CheckFailure';
}

export class SkipCheck extends Error {
  override readonly name = 'SkipCheck';
}

export function fail(message: string): never {
  throw new CheckFailure(message);
}

export function assert(condition: boolean, message: string | (() => string)): asserts condition {
  if (!condition) fail(typeof message === 'string' ? message : message());
}

/** Figures the Guarantees section quotes; the names are printed as they are. */
export const FIGURES = {
  ackedWritesVerified: 'acknowledged writes verified after SIGKILL',
  kills: 'SIGKILLs',
  concurrentWrites: 'concurrent writes checked',
  hostileInputs: 'hostile inputs tried',
  fuzzedRequests: 'requests fuzzed',
  proxyAttacks: 'attacks sent through the proxy',
  upstreamFaults: 'upstream faults answered',
} as const;
