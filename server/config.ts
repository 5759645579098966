import { resolve } from 'node:path';
import {
  readPort,
  readHost,
  readBaseUrl,
  readToken,
  readOrigins,
  readHostList,
  readRetentionDays,
  readTimeout,
  readCount,
  readChoice,
} from './configReaders';
import { strongTokenOrProblem } from './tokenStrength';
import { DEFAULT_BODY_BUDGET_BYTES } from './http/bodyBudget';
import { readLoginSettings, type ConsoleLogin } from './signin/loginSettings';

/**
 * Environment → typed configuration. Every problem is collected and reported at once, each line
 * naming the variable and what to change, so a misconfigured start fails before anything listens.
 */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type SeedMode = 'demo' | 'none';

export interface Config {
  /** Port of the console/proxy (0 = any free port). */
  port: number;
  /** Interface the console/proxy listens on. */
  host: string;
  /** Port of the embedded service on 127.0.0.1 (unused when `crmBaseUrl` is set; 0 = any free port). */
  servicePort: number;
  /** Remote account address `{base_url}` without a trailing slash; undefined = the embedded service. */
  crmBaseUrl: URL | undefined;
  /**
   * Every upstream address of `CRM_BASE_URL` (comma-separated: several service instances of one
   * account, e.g. on one PostgreSQL); the proxy spreads requests across them. `[crmBaseUrl]` for one.
   */
  crmBaseUrls: URL[];
  crmApiToken: string | undefined;
  dataDir: string;
  /** Passed through to the store factory, which decides what it supports. */
  databaseUrl: string | undefined;
  /** Explicit CORS origins; undefined = the defaults for the listening port (see proxy/cors.ts). */
  allowedOrigins: string[] | undefined;
  /** Extra Host names the proxy answers besides localhost, 127.0.0.1 and [::1]. */
  allowedHosts: string[];
  upstreamTimeoutMs: number;
  logLevel: LogLevel;
  seed: SeedMode;
  /** Days the activity log keeps its entries (older ones are pruned); undefined = keep all. */
  activityRetentionDays: number | undefined;
  /** The console's sign-in (required beyond loopback; see signin/loginSettings.ts). */
  consoleLogin: ConsoleLogin | undefined;
  /** TRUST_PROXY=1: one reverse proxy in front, whose X-Forwarded-Proto/-For are believed. */
  trustProxy: boolean;
  /** Open connections the proxy accepts at once (PROXY_MAX_CONNECTIONS); more are dropped. */
  maxConnections: number;
  /** Bytes of request bodies the proxy holds at once (PROXY_BODY_BUDGET_BYTES); more get 503. */
  bodyBudgetBytes: number;
  /** CONSOLE_DRAW_FIRST_SCREEN (default 1): pages come with their screen drawn (proxy/firstScreen/). */
  drawFirstScreen: boolean;
  /** CONSOLE_REUSE_DRAWINGS (default 1): a page is drawn again only when its data has changed. */
  reuseDrawings: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface ConfigDefaults {
  /** 8080 for `npm start`, 5173 for `npm run dev`. */
  port?: number;
  /**
   * False for `npm run service`: it serves the API alone, behind its own token, and no console
   * hands that token out, so listening beyond loopback needs no console sign-in there.
   */
  servesConsole?: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_MAX_CONNECTIONS = 1_000;

/** Reads the configuration; throws ConfigError listing every invalid variable. */
export function loadConfig(env: Env = process.env, defaults: ConfigDefaults = {}): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const port = readPort(read('PORT'), 'PORT', defaults.port ?? 8080, problems);
  const servicePort = readPort(read('SERVICE_PORT'), 'SERVICE_PORT', 8081, problems);
  const crmBaseUrls = (read('CRM_BASE_URL') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => readBaseUrl(part, problems))
    .filter((url): url is URL => url !== undefined);
  const crmBaseUrl = crmBaseUrls[0];
  const crmApiToken = strongTokenOrProblem(readToken(read('CRM_API_TOKEN'), problems), problems);
  if (crmBaseUrl && read('CRM_API_TOKEN') === undefined) {
    problems.push(
      'CRM_API_TOKEN is required when CRM_BASE_URL is set: set it to the API token of that account',
    );
  }
  if (!crmBaseUrl && port !== 0 && port === servicePort) {
    problems.push(
      `PORT and SERVICE_PORT are both ${port}: give the embedded service (SERVICE_PORT) another port`,
    );
  }

  const beforeHost = problems.length;
  const host = readHost(read('HOST'), problems);
  // A HOST that is no address is reported as such, not also judged for reach.
  const validHost = problems.length === beforeHost ? host : undefined;
  const config: Config = {
    port,
    host,
    servicePort,
    crmBaseUrl,
    crmBaseUrls,
    crmApiToken,
    dataDir: resolve(read('DATA_DIR') ?? './data'),
    databaseUrl: read('DATABASE_URL'),
    allowedOrigins: readOrigins(read('ALLOWED_ORIGINS'), problems),
    allowedHosts: readHostList(read('ALLOWED_HOSTS'), problems),
    upstreamTimeoutMs: readTimeout(read('UPSTREAM_TIMEOUT_MS'), problems),
    logLevel: readChoice(read('LOG_LEVEL'), 'LOG_LEVEL', LOG_LEVELS, 'info', problems),
    seed: readChoice(read('CRM_SEED'), 'CRM_SEED', ['demo', 'none'], 'demo', problems),
    activityRetentionDays: readRetentionDays(read('ACTIVITY_RETENTION_DAYS'), problems),
    ...readLoginSettings(read, defaults.servesConsole === false ? undefined : validHost, problems),
    maxConnections: readCount(
      read('PROXY_MAX_CONNECTIONS'),
      'PROXY_MAX_CONNECTIONS',
      { min: 10, max: 100_000, fallback: DEFAULT_MAX_CONNECTIONS },
      problems,
    ),
    bodyBudgetBytes: readCount(
      read('PROXY_BODY_BUDGET_BYTES'),
      'PROXY_BODY_BUDGET_BYTES',
      { min: 1024 * 1024, max: 4 * 1024 * 1024 * 1024, fallback: DEFAULT_BODY_BUDGET_BYTES },
      problems,
    ),
    drawFirstScreen:
      readChoice(
        read('CONSOLE_DRAW_FIRST_SCREEN'),
        'CONSOLE_DRAW_FIRST_SCREEN',
        ['1', '0'],
        '1',
        problems,
      ) === '1',
    reuseDrawings:
      readChoice(
        read('CONSOLE_REUSE_DRAWINGS'),
        'CONSOLE_REUSE_DRAWINGS',
        ['1', '0'],
        '1',
        problems,
      ) === '1',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
