/**
 * A map bounded by the bytes of what it holds (and, when given, by its number of entries): past
 * `maxBytes` or `maxEntries`, the least recently used entries go. An entry larger than `maxEntryBytes` is not kept at all (one huge page would push out every
 * other). A Map keeps insertion order, so re-inserting on use makes its first key the oldest.
 */
export class ByteLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes = Math.floor(maxBytes / 8),
    readonly maxEntries = Infinity,
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The key's entry, left where it is in the order of use. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Keeps `value` (replacing the key's entry); false when it is too large to keep. */
  set(key: string, value: V): boolean {
    this.delete(key);
    if (value.bytes > this.maxEntryBytes) return false;
    this.entries.set(key, value);
    this.total += value.bytes;
    this.evict();
    return true;
  }

  /** Counts `key`'s entry again after it grew (its compressed bodies were added). */
  resized(key: string, value: V, previousBytes: number): void {
    if (this.entries.get(key) !== value) return;
    this.total += value.bytes - previousBytes;
    if (value.bytes > this.maxEntryBytes) this.delete(key);
    this.evict();
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.total -= value.bytes;
  }

  private evict() {
    for (const [key, value] of this.entries) {
      if (this.total <= this.maxBytes && this.entries.size <= this.maxEntries) return;
      this.entries.delete(key);
      this.total -= value.bytes;
    }
  }
}
