import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { problemWithHash } from './passwordHash';

/**
 * The console's own sign-in, from the environment. Beyond loopback the console would hand the
 * whole API (with the token it injects) to anyone who can reach the port, so a login is then
 * required: listening on a non-loopback HOST, or behind a reverse proxy (TRUST_PROXY), without
 * CONSOLE_USER and a password hash is a configuration error naming the settings.
 */
export interface ConsoleLogin {
  user: string;
  /** `scrypt$N$r$p$salt$hash` from `npm run hash-password`. */
  passwordHash: string;
  /** A session ends this long after sign-in, however active. */
  sessionHours: number;
}

export interface LoginSettings {
  consoleLogin: ConsoleLogin | undefined;
  /**
   * One reverse proxy in front (TRUST_PROXY=1): its `X-Forwarded-Proto: https` marks the session
   * cookie Secure and the last `X-Forwarded-For` address is the client's (sign-in throttling).
   */
  trustProxy: boolean;
}

const DEFAULT_SESSION_HOURS = 12;
const USER_NAME = /^[\x21-\x7e]{1,64}$/;
const HASH_FILE_LIMIT = 4_096;

type Read = (name: string) => string | undefined;

/** `host` undefined: HOST itself was invalid (reported already), so its reach is not judged. */
export function readLoginSettings(
  read: Read,
  host: string | undefined,
  problems: string[],
): LoginSettings {
  const trustProxy = readFlag(read('TRUST_PROXY'), 'TRUST_PROXY', problems);
  const user = read('CONSOLE_USER');
  const passwordHash = readHash(read, problems);
  const sessionHours = readSessionHours(read('CONSOLE_SESSION_HOURS'), problems);
  if (user !== undefined && !USER_NAME.test(user))
    problems.push('CONSOLE_USER must be 1 to 64 printable ASCII characters without spaces');
  if (user !== undefined && passwordHash === undefined && !problems.some(isHashProblem))
    problems.push(
      'CONSOLE_USER is set without a password: set CONSOLE_PASSWORD_HASH (or CONSOLE_PASSWORD_HASH_FILE) to the output of "npm run hash-password"',
    );
  if (user === undefined && passwordHash !== undefined)
    problems.push('CONSOLE_PASSWORD_HASH is set without CONSOLE_USER: set the sign-in name too');

  const consoleLogin =
    user !== undefined && passwordHash !== undefined
      ? { user, passwordHash, sessionHours }
      : undefined;
  if (consoleLogin === undefined && user === undefined && passwordHash === undefined) {
    const reason =
      host !== undefined && !isLoopback(host)
        ? `HOST=${host} makes the console reachable from other machines`
        : trustProxy
          ? 'TRUST_PROXY=1 says a reverse proxy serves the console to others'
          : undefined;
    if (reason !== undefined)
      problems.push(
        `${reason}, and it hands out the whole API: set CONSOLE_USER and CONSOLE_PASSWORD_HASH (make the hash with "npm run hash-password") so it asks for a sign-in, or listen on HOST=127.0.0.1`,
      );
  }
  return { consoleLogin, trustProxy };
}

/** 127.0.0.0/8, ::1 and `localhost`: only this machine can connect. */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

function isHashProblem(problem: string): boolean {
  return problem.startsWith('CONSOLE_PASSWORD_HASH');
}

function readHash(read: Read, problems: string[]): string | undefined {
  const inline = read('CONSOLE_PASSWORD_HASH');
  const file = read('CONSOLE_PASSWORD_HASH_FILE');
  if (inline !== undefined && file !== undefined) {
    problems.push('CONSOLE_PASSWORD_HASH and CONSOLE_PASSWORD_HASH_FILE are both set: keep one');
    return undefined;
  }
  let hash = inline;
  let name = 'CONSOLE_PASSWORD_HASH';
  if (file !== undefined) {
    name = 'CONSOLE_PASSWORD_HASH_FILE';
    try {
      const text = readFileSync(file, 'utf8');
      hash = text.length > HASH_FILE_LIMIT ? '' : text.trim();
    } catch (error) {
      problems.push(
        `CONSOLE_PASSWORD_HASH_FILE="${file}" cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): write the output of "npm run hash-password" into it`,
      );
      return undefined;
    }
  }
  if (hash === undefined) return undefined;
  // The value is never echoed: a password pasted by mistake must not reach the terminal.
  const problem = problemWithHash(hash);
  if (problem !== undefined) {
    problems.push(`${name} ${problem}`);
    return undefined;
  }
  return hash;
}

function readSessionHours(raw: string | undefined, problems: string[]): number {
  if (raw === undefined) return DEFAULT_SESSION_HOURS;
  const value = Number(raw);
  if (!/^\d{1,3}$/.test(raw) || value < 1 || value > 720) {
    problems.push(
      `CONSOLE_SESSION_HOURS="${raw}" is not a number of hours: use a whole number from 1 to 720 (default ${DEFAULT_SESSION_HOURS})`,
    );
    return DEFAULT_SESSION_HOURS;
  }
  return value;
}

function readFlag(raw: string | undefined, name: string, problems: string[]): boolean {
  if (raw === undefined) return false;
  const value = raw.toLowerCase();
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  problems.push(`${name}="${raw}" is not a yes/no value: use 1 or 0`);
  return false;
}
