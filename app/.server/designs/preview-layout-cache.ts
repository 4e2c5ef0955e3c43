import { ByteLru } from '../platform/byte-lru';
import { PREVIEW_FIELDS, type PreviewField, type PreviewWords } from '~/schemas/preview';

/** What laying out a collection page's preview words found: the fields that do not fit, or the design. */
export interface PreviewLayout {
  errors: Partial<Record<PreviewField, string>>;
  formError: string | null;
}

/**
 * Laid-out preview words, by template and words: the collection page asks the same question for
 * every visitor who has typed nothing (the design's sample) and again for a couple each time the
 * page reloads with their words. Least recently used first out; an entry is a few short strings.
 */
export class PreviewLayoutCache {
  // Counted by entries, not bytes: each is a few short strings.
  private readonly lru: ByteLru<{ layout: PreviewLayout; bytes: number }>;

  constructor(readonly maxEntries = 1000) {
    this.lru = new ByteLru(Infinity, Infinity, maxEntries);
  }

  static key(templateId: string, words: PreviewWords): string {
    return JSON.stringify([templateId, ...PREVIEW_FIELDS.map((field) => words[field] ?? null)]);
  }

  get(key: string): PreviewLayout | undefined {
    return this.lru.get(key)?.layout;
  }

  set(key: string, layout: PreviewLayout) {
    this.lru.set(key, { layout, bytes: 0 });
  }

  get size() {
    return this.lru.size;
  }
}
