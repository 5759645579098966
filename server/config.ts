import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { strongTokenOrProblem } from './tokenStrength';
import { DEFAULT_BODY_BUDGET_BYTES } from './proxy/bodyBudget';
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
}

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;
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
    ...readLoginSettings(read, validHost, problems),
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
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readPort(
  raw: string | undefined,
  name: string,
  fallback: number,
  problems: string[],
): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    problems.push(`${name}="${raw}" is not a port: use a whole number from 0 to 65535`);
    return fallback;
  }
  return Number(raw);
}

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function readHost(raw: string | undefined, problems: string[]): string {
  if (raw === undefined) return '127.0.0.1';
  if (isIP(raw) === 0 && !HOST_NAME.test(raw)) {
    problems.push(
      `HOST="${raw}" is not an interface address: use an IP address such as 127.0.0.1 or a host name`,
    );
  }
  return raw;
}

function readBaseUrl(raw: string | undefined, problems: string[]): URL | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Not echoed: a mistyped value may still hold credentials.
    problems.push(
      'CRM_BASE_URL is not a URL: use the account address, e.g. https://example.crm.com',
    );
    return undefined;
  }
  const before = problems.length;
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    problems.push(`CRM_BASE_URL must start with http:// or https:// (got ${url.protocol})`);
  // Never echo a URL that carries credentials: it would put them in the terminal and logs.
  if (url.username !== '' || url.password !== '')
    problems.push(
      'CRM_BASE_URL must not contain a user name or password: put the token in CRM_API_TOKEN',
    );
  if (url.search !== '' || url.hash !== '')
    problems.push(
      'CRM_BASE_URL must not have a query (?…) or fragment (#…): use the plain account address',
    );
  const path = url.pathname.replace(/\/+$/, '');
  if (/\/service$/i.test(path))
    problems.push(
      'CRM_BASE_URL must be the account address without the trailing /service (the proxy adds it)',
    );
  if (problems.length > before) return undefined;
  url.pathname = path === '' ? '/' : path;
  return url;
}

function readToken(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  // The token is the Basic-auth user name: a colon would end it, and control characters or spaces
  // cannot travel in a header. The value itself is never echoed.
  if (!/^[\x21-\x7e]+$/.test(raw) || raw.includes(':') || raw.length > 512) {
    problems.push(
      'CRM_API_TOKEN must be printable ASCII without spaces or ":" (at most 512 characters): copy the token again from the account',
    );
    return undefined;
  }
  return raw;
}

function readOrigins(raw: string | undefined, problems: string[]): string[] | undefined {
  if (raw === undefined) return undefined;
  const origins: string[] = [];
  const before = problems.length;
  for (const item of splitList(raw)) {
    const origin = parseOrigin(item);
    if (origin === undefined) {
      problems.push(
        `ALLOWED_ORIGINS entry "${item}" is not an origin: write scheme://host[:port] (http or https, no path, no "*" or "null")`,
      );
    } else if (!origins.includes(origin)) {
      origins.push(origin);
    }
  }
  if (origins.length === 0 && problems.length === before)
    problems.push(
      'ALLOWED_ORIGINS is empty: list at least one origin or unset it for the defaults',
    );
  return origins;
}

/** `http://Host:80/` → `http://host` (the form browsers send), or undefined when not a bare origin. */
export function parseOrigin(text: string): string | undefined {
  if (!/^https?:\/\/[^/?#@\\]+\/?$/i.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

function readHostList(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const hosts: string[] = [];
  for (const item of splitList(raw)) {
    const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(item);
    const name = match?.[1] ?? '';
    const validName = name.startsWith('[')
      ? isIP(name.slice(1, -1)) === 6
      : isIP(name) === 4 || HOST_NAME.test(name);
    if (!match || !validName || Number(match[2] ?? 0) > 65535) {
      problems.push(
        `ALLOWED_HOSTS entry "${item}" is not a host name: write names such as crm.example.com or crm.example.com:8443`,
      );
    } else {
      hosts.push(item.toLowerCase());
    }
  }
  return hosts;
}

function readRetentionDays(raw: string | undefined, problems: string[]): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d{1,6}$/.test(raw) || value < 1 || value > 36_500) {
    problems.push(
      `ACTIVITY_RETENTION_DAYS="${raw}" is not a number of days: use a whole number from 1 to 36500, or leave it unset to keep every activity`,
    );
    return undefined;
  }
  return value;
}

function readTimeout(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return DEFAULT_UPSTREAM_TIMEOUT_MS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 3_600_000) {
    problems.push(
      `UPSTREAM_TIMEOUT_MS="${raw}" is not a timeout: use milliseconds from 1 to 3600000 (default ${DEFAULT_UPSTREAM_TIMEOUT_MS})`,
    );
    return DEFAULT_UPSTREAM_TIMEOUT_MS;
  }
  return value;
}

function readCount(
  raw: string | undefined,
  name: string,
  range: { min: number; max: number; fallback: number },
  problems: string[],
): number {
  if (raw === undefined) return range.fallback;
  const value = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || value < range.min || value > range.max) {
    problems.push(
      `${name}="${raw}" is out of range: use a whole number from ${range.min} to ${range.max} (default ${range.fallback})`,
    );
    return range.fallback;
  }
  return value;
}

function readChoice<T extends string>(
  raw: string | undefined,
  name: string,
  choices: readonly T[],
  fallback: T,
  problems: string[],
): T {
  if (raw === undefined) return fallback;
  const found = choices.find((choice) => choice === raw.toLowerCase());
  if (found === undefined) problems.push(`${name}="${raw}" is not one of ${choices.join(', ')}`);
  return found ?? fallback;
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
