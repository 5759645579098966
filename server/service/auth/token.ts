import { createHash, randomBytes } from 'node:crypto';

/** A new API token: 20 random bytes as 40 hex characters, like the classic service's tokens. */
export function generateToken(): string {
  return randomBytes(20).toString('hex');
}

/**
 * Tokens are stored only as SHA-256 hashes: a copied database file gives no working token, and
 * looking a user up by the hash of what the client sent leaks nothing through timing about how
 * much of a stored token a guess matched.
 */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
