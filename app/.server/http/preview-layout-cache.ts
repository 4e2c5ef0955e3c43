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
  private readonly entries = new Map<string, PreviewLayout>();

  constructor(readonly maxEntries = 1000) {}

  static key(templateId: string, words: PreviewWords): string {
    return JSON.stringify([templateId, ...PREVIEW_FIELDS.map((field) => words[field] ?? null)]);
  }

  get(key: string): PreviewLayout | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, layout: PreviewLayout) {
    this.entries.delete(key);
    this.entries.set(key, layout);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size() {
    return this.entries.size;
  }
}
