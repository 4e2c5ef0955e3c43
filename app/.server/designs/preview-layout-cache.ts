import { ByteLru } from '../platform/byte-lru';
import { PREVIEW_FIELDS, type PreviewField, type PreviewWords } from '~/schemas/preview';

export interface PreviewLayout {
  errors: Partial<Record<PreviewField, string>>;
  formError: string | null;
}

/** Every visitor who typed nothing asks the same question (the design's sample). */
export class PreviewLayoutCache {
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
