import { ConfigError, loadConfig, type LogLevel, type SeedMode } from '../config';

/** Configuration of `npm run service`: the XML service alone, without the console/proxy. */
export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  crmApiToken: string | undefined;
  seed: SeedMode;
  logLevel: LogLevel;
  /** `{base_url}` for Location headers (no trailing slash); undefined = each request's Host when allowed. */
  publicUrl: string | undefined;
  /** ALLOWED_HOSTS: names besides loopback ones that Location headers may take from Host. */
  allowedHosts: string[];
  /** Days the activity log keeps; undefined = keep all (ACTIVITY_RETENTION_DAYS). */
  activityRetentionDays: number | undefined;
  /** Each request's time budget in the store, ms (REQUEST_BUDGET_MS; `app.ts`). */
  requestBudgetMs: number;
}

/** REQUEST_BUDGET_MS unset: a request may spend 5 s in the store, then it is answered 503. */
export const DEFAULT_REQUEST_BUDGET_MS = 5_000;
/** The bounds of REQUEST_BUDGET_MS: under 10 ms nothing could pass; past 5 min the proxy has long given up. */
const REQUEST_BUDGET_RANGE = { min: 10, max: 300_000 } as const;

/**
 * REQUEST_BUDGET_MS as milliseconds (an integer in REQUEST_BUDGET_RANGE), the default when unset
 * or blank; a bad value is added to `problems`. Read by the embedded service's thread too.
 */
export function readRequestBudget(env: Env, problems: string[]): number {
  const raw = env['REQUEST_BUDGET_MS']?.trim();
  if (raw === undefined || raw === '') return DEFAULT_REQUEST_BUDGET_MS;
  const value = /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= REQUEST_BUDGET_RANGE.min && value <= REQUEST_BUDGET_RANGE.max)) {
    problems.push(
      `REQUEST_BUDGET_MS="${raw.slice(0, 40)}" must be a whole number of milliseconds from ${REQUEST_BUDGET_RANGE.min} to ${REQUEST_BUDGET_RANGE.max}`,
    );
    return DEFAULT_REQUEST_BUDGET_MS;
  }
  return value;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The variables the shared loader validates that also mean something to the service alone. */
const SHARED_VARIABLES = [
  'SERVICE_PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'CRM_API_TOKEN',
  'CRM_SEED',
  'LOG_LEVEL',
  'ACTIVITY_RETENTION_DAYS',
  'ALLOWED_HOSTS',
] as const;

/**
 * Environment → service configuration; throws ConfigError listing every bad variable. The shared
 * `loadConfig` checks the common variables; only they are passed to it, so proxy-only settings
 * (PORT, CRM_BASE_URL, …) can neither break nor influence a service started on its own.
 */
export function loadServiceConfig(env: Env = process.env): ServiceConfig {
  const shared: Record<string, string | undefined> = {};
  for (const name of SHARED_VARIABLES) shared[name] = env[name];
  const problems: string[] = [];
  let base: ReturnType<typeof loadConfig> | undefined;
  try {
    // Port 0 for the (unused) console port: it can never clash with SERVICE_PORT.
    base = loadConfig(shared, { port: 0, servesConsole: false });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const publicUrl = readPublicUrl(env['SERVICE_PUBLIC_URL']?.trim(), problems);
  const requestBudgetMs = readRequestBudget(env, problems);
  if (base === undefined || problems.length > 0) throw new ConfigError(problems);
  return {
    port: base.servicePort,
    host: base.host,
    dataDir: base.dataDir,
    databaseUrl: base.databaseUrl,
    crmApiToken: base.crmApiToken,
    seed: base.seed,
    logLevel: base.logLevel,
    publicUrl,
    allowedHosts: base.allowedHosts,
    activityRetentionDays: base.activityRetentionDays,
    requestBudgetMs,
  };
}

/**
 * REQUEST_BUDGET_MS of the process (the service app's default, so `npm start`'s embedded service
 * honours it too); a bad value is a ConfigError, as in `loadServiceConfig`.
 */
export function requestBudgetOfEnv(env: Env = process.env): number {
  const problems: string[] = [];
  const budget = readRequestBudget(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return budget;
}

function readPublicUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  // Never echo a value that may carry credentials.
  const shown = raw.includes('@') ? '' : `="${raw}"`;
  const problem = `SERVICE_PUBLIC_URL${shown} is not a base address: use http(s)://host[:port][/path] without user, query, fragment or a trailing /service`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(problem);
    return undefined;
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== '' ||
    /\/service$/i.test(path)
  ) {
    problems.push(problem);
    return undefined;
  }
  return `${url.origin}${path}`;
}
