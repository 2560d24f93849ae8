interface TtlCacheOptions {
  /** How long an entry lives after it is set. */
  ttlMs: number;
  /** At most this many entries are kept. */
  maxEntries: number;
  /** The clock; tests pass their own. */
  now?: () => number;
}

/**
 * The server's one in-memory cache with expiry (cached answers, counts, log-in failure windows):
 * an entry lives `ttlMs` from the moment it is set, and reading it never extends that. Bounded: when
 * full, expired entries go first, then, if it is still full, the older half, so a flood of new keys
 * costs a sweep now and then rather than memory without end.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: K): V | undefined {
    return this.live(key)?.value;
  }

  /** Milliseconds the entry has left, 0 when there is none. */
  remainingMs(key: K): number {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : 0;
  }

  /** Stores the value for a full `ttlMs`, replacing any entry of the key. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) this.makeRoom();
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private live(key: K): { value: V; expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private makeRoom(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    if (this.entries.size < this.options.maxEntries) return;
    // Entries are in the order they were set, so the first ones are the oldest.
    let drop = Math.ceil(this.entries.size / 2);
    for (const key of this.entries.keys()) {
      if (drop-- <= 0) break;
      this.entries.delete(key);
    }
  }
}
