import crypto from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, ORIGINAL_MAX_EDGE } from './limits';

export interface NormalisedImage {
  /** The stored original: upright, sRGB, no metadata at all, WebP. */
  bytes: Buffer;
  /** sha256 of `bytes`, hex: the image's name everywhere. */
  hash: string;
  width: number;
  height: number;
  hasAlpha: boolean;
}

/**
 * The original the pipeline keeps of a checked image (./inspect.ts first): turned upright by its
 * EXIF orientation, converted to sRGB, scaled down to ORIGINAL_MAX_EDGE on its longer side if it
 * is larger, and written as a high-quality WebP without any metadata (sharp writes none unless
 * asked: no EXIF, so no GPS position, no camera, no ICC profile, no XMP). Only the first frame of
 * an animated image is kept. Throws when the pixels cannot be decoded (a damaged or cut-off file).
 */
export async function normaliseImage(file: string): Promise<NormalisedImage> {
  const { data, info } = await sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated', pages: 1 })
    .rotate()
    .resize({ width: ORIGINAL_MAX_EDGE, height: ORIGINAL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .webp({ quality: 90, alphaQuality: 100, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    hash: crypto.createHash('sha256').update(data).digest('hex'),
    width: info.width,
    height: info.height,
    hasAlpha: info.channels === 4,
  };
}
