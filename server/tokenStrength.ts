/** The shortest API token accepted from configuration. */
export const MIN_TOKEN_LENGTH = 32;
/** The least estimated strength, in bits, of an API token accepted from configuration. */
export const MIN_TOKEN_BITS = 128;
/** Fewer distinct characters than this is a pattern (`abab…`, `aaaa…`), whatever its length. */
const MIN_DISTINCT_CHARACTERS = 10;

/** Character classes and their sizes: the pool a token's characters appear to be drawn from. */
const CLASSES: readonly { test: RegExp; size: number }[] = [
  { test: /[a-z]/, size: 26 },
  { test: /[A-Z]/, size: 26 },
  { test: /[0-9]/, size: 10 },
  { test: /[^A-Za-z0-9]/, size: 33 },
];

/**
 * An upper estimate of a token's strength: length × log2(the size of the character classes it
 * uses). It cannot tell a random token from a chosen one, so it is only a floor: what it refuses
 * is certainly weak (`zq`: 2 × log2(26) ≈ 9 bits); a 40-hex token from `openssl rand -hex 20`
 * scores 40 × log2(36) ≈ 207 bits, a 32-hex one 165.
 */
export function estimatedTokenBits(token: string): number {
  const pool = CLASSES.reduce((sum, { test, size }) => sum + (test.test(token) ? size : 0), 0);
  return pool === 0 ? 0 : token.length * Math.log2(pool);
}

/**
 * Why `token` is too weak to guard an API reachable by others, or null when it is strong enough.
 * The message names the setting and what to do, and never echoes the token.
 */
export function tokenWeakness(token: string, setting = 'CRM_API_TOKEN'): string | null {
  const bits = Math.floor(estimatedTokenBits(token));
  const distinct = new Set(token).size;
  if (
    token.length >= MIN_TOKEN_LENGTH &&
    bits >= MIN_TOKEN_BITS &&
    distinct >= MIN_DISTINCT_CHARACTERS
  )
    return null;
  const why =
    token.length < MIN_TOKEN_LENGTH
      ? `${token.length} characters, at least ${MIN_TOKEN_LENGTH} needed`
      : bits < MIN_TOKEN_BITS
        ? `about ${bits} bits, at least ${MIN_TOKEN_BITS} needed`
        : `only ${distinct} different characters: a pattern, not a random token`;
  return `${setting} is too weak to guess-proof the API (${why}): use a random token of at least ${MIN_TOKEN_LENGTH} characters, e.g. the output of \`openssl rand -hex 20\`, or leave ${setting} unset so that the first start generates one`;
}

/**
 * `token` when it is absent or strong enough; otherwise undefined, with the reason added to
 * `problems` (the configuration loader's list of what to fix before the program can start).
 */
export function strongTokenOrProblem(
  token: string | undefined,
  problems: string[],
  setting = 'CRM_API_TOKEN',
): string | undefined {
  const weakness = token === undefined ? null : tokenWeakness(token, setting);
  if (weakness === null) return token;
  problems.push(weakness);
  return undefined;
}
