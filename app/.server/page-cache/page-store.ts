import { ByteLru } from '../platform/byte-lru';
import type { CachedPage } from './cached-page';

/**
 * Where the page cache keeps its pages, bounded in bytes, the least recently used going first. A
 * page's own address (`/`, `/about`, `/collections/12`, `/about.data`) and its variants (an address
 * with parameters: a category, a page number, a gallery image, a data request's `_routes`) have
 * budgets of their own, so no number of variants, however they were made, pushes a page out. The
 * pages' addresses are as many as the shop has collections and pieces; variants get a quarter.
 */
export class PageStore {
  private readonly pages: ByteLru<CachedPage>;
  private readonly variants: ByteLru<CachedPage>;

  constructor(maxBytes: number) {
    const variantBytes = Math.floor(maxBytes / 4);
    // One entry over an eighth of the whole is not kept (one huge page would push out every other).
    this.pages = new ByteLru(maxBytes - variantBytes, Math.floor(maxBytes / 8));
    this.variants = new ByteLru(variantBytes);
  }

  private lruOf(key: string) {
    return key.includes('?') ? this.variants : this.pages;
  }

  get(key: string): CachedPage | undefined {
    return this.lruOf(key).get(key);
  }

  /** Whether `page` is still the one kept for `key` (not counted as a use). */
  holds(key: string, page: CachedPage): boolean {
    return this.lruOf(key).peek(key) === page;
  }

  /** Keeps `page`; false when it is too large to keep. */
  set(key: string, page: CachedPage): boolean {
    return this.lruOf(key).set(key, page);
  }

  /** Counts `key`'s page again after it grew (its compressed bodies were added). */
  resized(key: string, page: CachedPage, previousBytes: number): void {
    this.lruOf(key).resized(key, page, previousBytes);
  }
}
