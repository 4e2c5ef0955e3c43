import { LRUCache } from 'lru-cache';

/** An entry larger than `maxEntryBytes` is not kept at all: one huge page would push out every other. */
export class ByteLru<V extends { bytes: number }> {
  private readonly cache: LRUCache<string, V>;

  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes = Math.floor(maxBytes / 8),
    readonly maxEntries = Infinity,
  ) {
    const bySize = Number.isFinite(maxBytes)
      ? {
          maxSize: maxBytes,
          sizeCalculation: (value: V) => Math.max(1, value.bytes),
          ...(Number.isFinite(maxEntryBytes) ? { maxEntrySize: Math.max(1, maxEntryBytes) } : {}),
        }
      : {};
    this.cache = new LRUCache<string, V>({
      ...bySize,
      ...(Number.isFinite(maxEntries) ? { max: maxEntries } : {}),
    } as LRUCache.Options<string, V, unknown>);
  }

  get size() {
    return this.cache.size;
  }

  get bytes() {
    return this.cache.calculatedSize;
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  peek(key: string): V | undefined {
    return this.cache.peek(key);
  }

  set(key: string, value: V): boolean {
    if (value.bytes > this.maxEntryBytes) {
      this.cache.delete(key);
      return false;
    }
    this.cache.set(key, value);
    return true;
  }

  resized(key: string, value: V, _previousBytes: number): void {
    if (this.cache.peek(key) === value) this.set(key, value);
  }

  delete(key: string): void {
    this.cache.delete(key);
  }
}
