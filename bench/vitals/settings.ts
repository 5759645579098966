/** `bench:vitals`' fixed figures: rounds, data sizes, screens, goals and its output. */

function wholeNumber(name: string, fallback: number, least: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < least)
    throw new Error(`${name} must be a whole number ≥ ${least}, not ${text}`);
  return value;
}

/** `VITALS_ROUNDS` (default 3): cold loads of each page, console and static, per CPU rate. */
export const ROUNDS = wholeNumber('VITALS_ROUNDS', 3, 1);
/** `VITALS_RECORDS` (default 10,000): companies and deals added to the demo data for the large size. */
export const EXTRA_RECORDS = wholeNumber('VITALS_RECORDS', 10_000, 1);
export const TOKEN = 'bench-vitals-token-5f0c93a1d7e24b68';
export const VIEWPORT = { width: 1280, height: 800 } as const;
/** CPU slowdowns (CDP `Emulation.setCPUThrottlingRate`): normal, and a mid-range phone. */
export const RATES = [1, 4] as const;
export type Rate = (typeof RATES)[number];
/** Console LCP ÷ static LCP (the median over the rounds) at each rate. */
export const RATIO_GOAL: Record<Rate, number> = { 1: 1.5, 4: 2 };
/** No task longer than this at normal CPU, from navigation to settled. */
export const LONG_TASK_GOAL_MS = 100;
/** Quiet time after the network is idle before a load counts as settled. */
export const SETTLE_MS = 1_000;
/** A load that is not settled by then fails the run. */
export const LOAD_TIMEOUT_MS = 90_000;

/** The first record of each kind in the demo data: the record pages measured show these. */
export interface DemoIds {
  company: number;
  person: number;
  deal: number;
  communication: number;
}

export interface Screen {
  /** As printed: stable, the first column of every line. */
  name: string;
  /** The console's address of the screen. */
  path: (ids: DemoIds) => string;
}

/** The screens the goals are set for (issue 31): measured by default. */
const GOAL_SCREENS: readonly Screen[] = [
  { name: 'home', path: () => '/' },
  { name: 'companies list', path: () => '/companies' },
  { name: 'company page', path: (ids) => `/companies/${ids.company}` },
  { name: 'pipeline board', path: () => '/pipeline' },
  { name: 'to-dos', path: () => '/todos' },
];

/** The console's other screens a salesperson opens every day: measured when asked for. */
const OTHER_SCREENS: readonly Screen[] = [
  { name: 'people list', path: () => '/people' },
  { name: 'person page', path: (ids) => `/people/${ids.person}` },
  { name: 'deals list', path: () => '/deals' },
  { name: 'deal page', path: (ids) => `/deals/${ids.deal}` },
  { name: 'communications', path: () => '/communications' },
  { name: 'communication page', path: (ids) => `/communications/${ids.communication}` },
  { name: 'activity', path: () => '/activity' },
];

const ALL_SCREENS = [...GOAL_SCREENS, ...OTHER_SCREENS];

/**
 * `VITALS_SCREENS` (default: the five the goals are set for): the screens to measure, by name,
 * comma-separated (`to-dos,deal page`), or `every` for all twelve.
 */
function chosenScreens(): readonly Screen[] {
  const text = process.env.VITALS_SCREENS?.trim() ?? '';
  if (text === '') return GOAL_SCREENS;
  if (text === 'every') return ALL_SCREENS;
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !ALL_SCREENS.some((screen) => screen.name === name));
  if (unknown.length > 0)
    throw new Error(
      `VITALS_SCREENS: no screen named ${unknown.join(', ')} (every, ${ALL_SCREENS.map((screen) => screen.name).join(', ')})`,
    );
  return ALL_SCREENS.filter((screen) => names.includes(screen.name));
}

export const SCREENS = chosenScreens();

export const out = (line: string): void => void process.stdout.write(`${line}\n`);
export const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');
