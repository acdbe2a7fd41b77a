// A Map with a size bound, least recently used out first. The server is one
// long-lived process reading a new checkout folder per publish: a cache keyed
// by path or content gains entries with every publish, and without a bound it
// holds every version it ever saw (issue 44: 854 MB after 30 publishes).
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
    if (!(limit >= 1)) throw new Error(`a cache needs room for one entry at least (got ${limit})`);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moved to the end, the oldest is first.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }
}
