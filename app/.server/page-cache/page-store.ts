import { ByteLru } from '../platform/byte-lru';
import type { CachedPage } from './cached-page';

/** Variants (any parameters) have a budget of their own, so they never push a page out. */
export class PageStore {
  private readonly pages: ByteLru<CachedPage>;
  private readonly variants: ByteLru<CachedPage>;

  constructor(maxBytes: number) {
    const variantBytes = Math.floor(maxBytes / 4);
    this.pages = new ByteLru(maxBytes - variantBytes, Math.floor(maxBytes / 8));
    this.variants = new ByteLru(variantBytes);
  }

  private lruOf(key: string) {
    return key.includes('?') ? this.variants : this.pages;
  }

  get(key: string): CachedPage | undefined {
    return this.lruOf(key).get(key);
  }

  holds(key: string, page: CachedPage): boolean {
    return this.lruOf(key).peek(key) === page;
  }

  set(key: string, page: CachedPage): boolean {
    return this.lruOf(key).set(key, page);
  }

  resized(key: string, page: CachedPage, previousBytes: number): void {
    this.lruOf(key).resized(key, page, previousBytes);
  }
}
