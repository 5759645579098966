/**
 * The SHA-256 token hash of an Authorization header, remembered for the headers that logged in:
 * a client sends the same header on every request, and parsing it (regex, base64) and hashing
 * the token (a new hash object each time) was 6–7 % of the service's CPU for a company show in a
 * profile. Only the hash is remembered, never who it belongs to: every request still looks the
 * hash up in the database, so a token reset, from this process or any other (the admin command,
 * another instance), is refused on the very next request, as before.
 *
 * Bounded: when `limit` headers are remembered the map starts over (one header per active client
 * in practice; a flood of distinct valid tokens only costs the hashing again). Headers that did
 * not log in are never remembered, so guesses cannot fill it.
 */
export interface TokenHashes {
  /** The remembered hash of this exact header, if it logged in before. */
  known(header: string): Buffer | undefined;
  remember(header: string, hash: Buffer): void;
}

export function createTokenHashes(limit = 1_000): TokenHashes {
  let hashes = new Map<string, Buffer>();
  return {
    known: (header) => hashes.get(header),
    remember(header, hash) {
      if (hashes.size >= limit) hashes = new Map();
      hashes.set(header, hash);
    },
  };
}
