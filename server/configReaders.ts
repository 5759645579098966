import { isIP } from 'node:net';

/** How each environment variable is read: a value, or a problem (a sentence naming the setting). */

const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;

export function readPort(
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

export function readHost(raw: string | undefined, problems: string[]): string {
  if (raw === undefined) return '127.0.0.1';
  if (isIP(raw) === 0 && !HOST_NAME.test(raw)) {
    problems.push(
      `HOST="${raw}" is not an interface address: use an IP address such as 127.0.0.1 or a host name`,
    );
  }
  return raw;
}

export function readBaseUrl(raw: string | undefined, problems: string[]): URL | undefined {
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

export function readToken(raw: string | undefined, problems: string[]): string | undefined {
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

export function readOrigins(raw: string | undefined, problems: string[]): string[] | undefined {
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

export function readHostList(raw: string | undefined, problems: string[]): string[] {
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

export function readRetentionDays(raw: string | undefined, problems: string[]): number | undefined {
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

export function readTimeout(raw: string | undefined, problems: string[]): number {
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

export function readCount(
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

export function readChoice<T extends string>(
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

export function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
