/**
 * A map that forgets: an entry goes when it has not been used for `idleMs`, or, when the map holds
 * `limit` entries, the least recently used one goes first. For what a request would otherwise read
 * again (a session, a verified token): what is in use stays, and what a user left does not pile up
 * until the bound (decision 033: memory under load).
 */
export class IdleExpiringMap<K, V> {
  // A Map iterates in insertion order; each use moves its entry to the end, so the front is the least recently used.
  private readonly entries = new Map<K, { value: V; usedAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly idleMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    this.entries.delete(key);
    if (now - entry.usedAt > this.idleMs) return undefined;
    entry.usedAt = now;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const now = this.now();
    this.entries.delete(key);
    for (const [oldest, entry] of this.entries) {
      if (now - entry.usedAt <= this.idleMs && this.entries.size < this.limit) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, usedAt: now });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value `matches`. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
