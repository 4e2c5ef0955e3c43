import sharp, { type Sharp } from 'sharp';
import type { ImageFormat, ImageWidth } from '~/lib/images';
import type { ImageFiles } from './image-files';
import { originalKey, variantKey } from './image-keys';

/**
 * Encoder settings per format, chosen for artwork and photos on a phone: AVIF at effort 2 is
 * close to its best size at a fraction of the default effort's time; JPEG is progressive, with
 * mozjpeg's tables.
 */
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

/** Makes one variant of a stored original: at most `width` pixels wide (never upscaled), no metadata. */
export async function renderVariant(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  return encode(sharp(original).resize({ width, withoutEnlargement: true }), format).toBuffer();
}

/** Encodes at once at most this many variants: the rest wait their turn, so pages keep answering. */
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
 * Makes sure one variant is stored, making it from the original on its first request: true when
 * it is there, false when the image has no original (an unknown hash). Concurrent requests for
 * the same variant wait for one rendering; renderings take turns (MAX_PARALLEL_RENDERS).
 * Variants are files named by what they are made from, so making one twice (two servers at
 * the same moment) writes the same bytes.
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
