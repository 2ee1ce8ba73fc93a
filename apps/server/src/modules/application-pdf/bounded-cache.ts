/**
 * What a render works out that the next render would work out the same, by key: `get` answers from
 * the cache or makes the value and keeps it. Emptied when it grows past its bound, so a server
 * printing many different forms keeps at most `limit` entries.
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, make: () => T): T {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}
