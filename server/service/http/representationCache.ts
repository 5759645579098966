/**
 * Encoded record documents kept by version. A record's version moves with every change to what
 * its representation shows (the same rule its ETag relies on), so a cached body is valid exactly
 * while the stored version equals the cached one: a show then costs one version lookup instead
 * of five queries and the encoding. Each process keeps its own cache; the version check against
 * the store keeps several processes on one database correct. Bounded: least recently used
 * entries go first.
 */
export class RepresentationCache {
  private readonly entries = new Map<string, { version: number; body: string }>();

  constructor(private readonly maxEntries = 10_000) {}

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert: Map order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: string): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { version, body });
  }

  get size(): number {
    return this.entries.size;
  }
}
