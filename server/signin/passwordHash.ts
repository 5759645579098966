import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The console password is stored only as a scrypt hash, in one self-describing line:
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64url). Checking derives the same key from the
 * candidate with the stored parameters and compares in constant time. The cost (N = 2^15, r = 8:
 * 32 MiB and about 0.1 s per check) makes offline guessing slow; sign-in throttling keeps online
 * guessing (and the memory of parallel checks) small.
 */
const PREFIX = 'scrypt';
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** Longest password looked at: a longer one cannot be the operator's, and hashing it costs. */
export const MAX_PASSWORD_LENGTH = 1_024;
/** Parameters a stored hash may carry: enough for strong hashes, never enough to stall a check. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 4;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, cost: ParsedHash['cost']): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Why a stored hash cannot be used, or undefined when it can (checked at start). */
export function problemWithHash(stored: string): string | undefined {
  return parseHash(stored) === undefined
    ? 'is not a password hash made by "npm run admin -- hash-password" (scrypt$N$r$p$salt$hash)'
    : undefined;
}

export async function verifyPassword(candidate: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === undefined || candidate.length > MAX_PASSWORD_LENGTH) return false;
  const key = await derive(candidate, parsed.salt, parsed.cost);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.trim().split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,7}$/.test(part) ? Number(part) : 0));
  const [salt, key] = parts.slice(4);
  if (N === undefined || r === undefined || p === undefined) return undefined;
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return undefined;
  if (salt === undefined || key === undefined || !BASE64URL.test(salt) || !BASE64URL.test(key))
    return undefined;
  const keyBytes = Buffer.from(key, 'base64url');
  if (keyBytes.length < 16) return undefined;
  return { cost: { N, r, p }, salt: Buffer.from(salt, 'base64url'), key: keyBytes };
}
