import { ByteLru } from '../platform/byte-lru';
import type { CachedPage } from './cached-page';
import { isPersonalKey } from './guest-pages';

/**
 * Variants (any parameters) and personal pages (a guest's invitation) have budgets of their own,
 * so neither ever pushes out a public page's own address.
 */
export class PageStore {
  private readonly pages: ByteLru<CachedPage>;
  private readonly variants: ByteLru<CachedPage>;
  private readonly personal: ByteLru<CachedPage>;

  constructor(maxBytes: number) {
    const quarter = Math.floor(maxBytes / 4);
    this.pages = new ByteLru(maxBytes - 2 * quarter, Math.floor(maxBytes / 8));
    this.variants = new ByteLru(quarter);
    this.personal = new ByteLru(quarter);
  }

  private lruOf(key: string) {
    if (isPersonalKey(key)) return this.personal;
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
