import { createHash } from 'node:crypto';
import { ByteLru } from '../platform/byte-lru';
import type { SlotValues } from './slots';
import type { Template } from './template';

/** A preview is a WebP of roughly 50–150 KB. */
export class PreviewCache {
  private readonly lru: ByteLru<{ image: Buffer; bytes: number }>;

  constructor(
    readonly maxEntries = 300,
    readonly maxBytes = 48 * 1024 * 1024,
  ) {
    this.lru = new ByteLru(maxBytes, maxBytes, maxEntries);
  }

  get(key: string): Buffer | undefined {
    return this.lru.get(key)?.image;
  }

  set(key: string, image: Buffer) {
    this.lru.set(key, { image, bytes: image.byteLength });
  }

  get size() {
    return this.lru.size;
  }

  get byteSize() {
    return this.lru.bytes;
  }
}

/** Bump when the renderer's output changes for the same inputs: every ETag changes with it. */
const RENDER_VERSION = 'preview-1';

const identities = new WeakMap<Template, string>();

export function templateIdentity(template: Template): string {
  let id = identities.get(template);
  if (!id) {
    id = createHash('sha256')
      .update(JSON.stringify([template.piece, template.width, template.height, template.paper, template.items]))
      .update(template.art)
      .digest('base64url')
      .slice(0, 22);
    identities.set(template, id);
  }
  return id;
}

/** Over the cleaned values, so "Aisha  &  Nikhil" and "Aisha & Nikhil" are one image. */
export function previewKey(collectionId: number, template: Template, values: SlotValues): string {
  const sorted = Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([RENDER_VERSION, collectionId, templateIdentity(template), sorted]))
    .digest('base64url')
    .slice(0, 32);
}
