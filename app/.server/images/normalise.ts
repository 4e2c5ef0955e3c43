import crypto from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, ORIGINAL_MAX_EDGE } from './limits';

export interface NormalisedImage {
  bytes: Buffer;
  hash: string;
  width: number;
  height: number;
  hasAlpha: boolean;
}

/**
 * Upright, sRGB, scaled down, WebP with no metadata at all (no GPS, no camera). Throws when the pixels
 * cannot be decoded.
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
