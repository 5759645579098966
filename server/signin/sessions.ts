import { createHash, randomBytes } from 'node:crypto';

/**
 * Signed-in sessions, in memory (a restart signs everyone out). The browser holds a random
 * 256-bit id in an HttpOnly cookie; only its SHA-256 is kept here, so a dump of this map opens
 * nothing. A session ends `lifetimeMs` after sign-in, or after `idleMs` without a request, or at
 * sign-out; at most `maxSessions` live at once (the oldest goes first).
 */
export interface SessionStoreOptions {
  lifetimeMs: number;
  idleMs: number;
  maxSessions: number;
  now?: () => number;
}

export interface Session {
  user: string;
  createdAt: number;
  expiresAt: number;
}

export interface SessionStore {
  /** Starts a session; returns the id to put in the cookie. */
  start(user: string): { id: string; session: Session };
  /** The live session this cookie id names (its idle clock restarts), or undefined. */
  find(id: string | undefined): Session | undefined;
  end(id: string | undefined): void;
  size(): number;
}

interface Entry extends Session {
  lastSeen: number;
}

const ID_BYTES = 32;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const now = options.now ?? Date.now;
  // Insertion order is creation order: the first entry is the oldest.
  const entries = new Map<string, Entry>();
  const keyOf = (id: string): string => createHash('sha256').update(id).digest('base64url');

  function sweep(at: number): void {
    for (const [key, entry] of entries)
      if (entry.expiresAt <= at || entry.lastSeen + options.idleMs <= at) entries.delete(key);
  }

  return {
    start(user) {
      const at = now();
      if (entries.size >= options.maxSessions) sweep(at);
      while (entries.size >= options.maxSessions) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      const id = randomBytes(ID_BYTES).toString('base64url');
      const entry: Entry = {
        user,
        createdAt: at,
        expiresAt: at + options.lifetimeMs,
        lastSeen: at,
      };
      entries.set(keyOf(id), entry);
      return { id, session: { user, createdAt: at, expiresAt: entry.expiresAt } };
    },
    find(id) {
      if (id === undefined || !ID_PATTERN.test(id)) return undefined;
      const key = keyOf(id);
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const at = now();
      if (entry.expiresAt <= at || entry.lastSeen + options.idleMs <= at) {
        entries.delete(key);
        return undefined;
      }
      entry.lastSeen = at;
      return { user: entry.user, createdAt: entry.createdAt, expiresAt: entry.expiresAt };
    },
    end(id) {
      if (id !== undefined && ID_PATTERN.test(id)) entries.delete(keyOf(id));
    },
    size: () => entries.size,
  };
}
