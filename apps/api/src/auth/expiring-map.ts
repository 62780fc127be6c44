/**
 * A small map whose entries expire `ttlMs` after they were set, holding at most `maxEntries`
 * (the oldest go first, in insertion order). Time comes from the caller's clock.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; readonly until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly onDelete: (value: V) => void = () => undefined,
  ) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.delete(key);
    return undefined;
  }

  set(key: string, value: V, now: number): void {
    this.delete(key);
    if (this.entries.size >= this.maxEntries) this.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  /** Replaces a live entry's value, keeping its expiry. */
  update(key: string, change: (value: V) => V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = change(entry.value);
  }

  /** Deletes every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of [...this.entries]) if (matches(entry.value)) this.delete(key);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.onDelete(entry.value);
  }
}
