import sharp, { type Sharp } from 'sharp';
import type { ImageFormat, ImageWidth } from '~/lib/images';
import type { ImageFiles } from './image-files';
import { originalKey, variantKey } from './image-keys';

/** AVIF at effort 2 is close to its best size at a fraction of the time. */
function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 78, effort: 4 });
    case 'jpg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true, mozjpeg: true });
  }
}

export async function renderVariant(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  return encode(sharp(original).resize({ width, withoutEnlargement: true }), format).toBuffer();
}

/** The rest wait their turn, so pages keep answering. */
const MAX_PARALLEL_RENDERS = 2;
let running = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Promise<boolean>>();

async function withRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_RENDERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * False for an unknown hash. Concurrent requests for one variant share one rendering; two servers
 * rendering at once write the same bytes.
 */
export async function ensureVariant(
  files: ImageFiles,
  hash: string,
  width: ImageWidth,
  format: ImageFormat,
): Promise<boolean> {
  const key = variantKey(hash, width, format);
  if (await files.has(key)) return true;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = withRenderSlot(async () => {
      if (await files.has(key)) return true;
      const original = await files.read(originalKey(hash));
      if (!original) return false;
      await files.put(key, await renderVariant(original, width, format));
      return true;
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
