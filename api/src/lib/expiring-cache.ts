interface Entry<V> {
  value: Promise<V>;
  until: number;
  /** Set once the read resolved. */
  settled?: { value: V };
}

/**
 * Answers read from memory for at most `ttlMs` after the read started, so a change made meanwhile
 * is seen at most `ttlMs` later. Concurrent asks for one key share one read; a failed read is not
 * kept. At most `maxEntries` keys are held: past that the oldest read is dropped first.
 * With `ttlMs` 0 every ask reads. A thenable (a mongoose query) is run once.
 */
export class ExpiringCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, read: (key: K) => PromiseLike<V>): Promise<V> {
    if (this.ttlMs <= 0) return Promise.resolve(read(key));
    const at = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > at) return entry.value;
    if (entry) this.entries.delete(key);
    const fresh: Entry<V> = { value: Promise.resolve(read(key)), until: at + this.ttlMs };
    this.entries.set(key, fresh);
    fresh.value.then(
      (value) => (fresh.settled = { value }),
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return fresh.value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose answer satisfies `stale`, and every read still under way. */
  deleteWhere(stale: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (!entry.settled || stale(entry.settled.value)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
