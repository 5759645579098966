import { fileURLToPath } from 'node:url';

/** The service bench's fixed figures: load shape, data sizes and goals, and its output line. */
/** The entry file, forked for each server under test (its role flag makes it run `runChild`). */
export const benchFile = fileURLToPath(new URL('../service.bench.ts', import.meta.url));
export const CONNECTIONS = 32;
export const SETTLE_MS = 2_000;
export const WARMUP_MS = 1_000;
export const DURATION_MS = 4_000;
export const LATENCY_REQUESTS = 200;
export const LATENCY_WARMUP = 20;
export const SMALL = 1_000;
export const LARGE = 100_000;
export const GOALS = { show: 0.5, list: 0.3, scale: 3, creates: 2_500, activities: 2 } as const;
export const ACTIVITIES_SMALL = 10_000;
export const ACTIVITIES_LARGE = 1_000_000;

export const out = (line: string): void => void process.stdout.write(`${line}\n`);
export const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');
