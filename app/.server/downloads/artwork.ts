import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { isImageHash } from '~/lib/images';
import { PALETTE, type Box } from './sheet';

/** The artwork is cropped for it, so the PDF prints sharp. */
export const PRINT_DPI = 300;

export const pointsToPixels = (points: number, dpi: number) => Math.round((points * dpi) / 72);

/** Null for an image hosted elsewhere, or a path that tries to leave the folder. */
export function publicImageFile(publicDir: string, imagePath: string): string | null {
  if (!imagePath.startsWith('/') || imagePath.includes('\0')) return null;
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${imagePath}`);
  return file.startsWith(root + path.sep) ? file : null;
}

export interface ArtworkSource {
  publicDir: string;
  readUpload(hash: string): Promise<Buffer | null>;
}

/**
 * A collection whose image cannot be read gets a plain blush panel (and a log line), so its files can still be made.
 */
export async function artworkFor(source: ArtworkSource, imagePath: string, box: Box): Promise<Buffer> {
  const width = pointsToPixels(box.width, PRINT_DPI);
  const height = pointsToPixels(box.height, PRINT_DPI);
  const toJpeg = (image: Sharp) => image.flatten({ background: PALETTE.paper }).jpeg({ quality: 86 }).toBuffer();
  try {
    const bytes = await artworkBytes(source, imagePath);
    return await toJpeg(sharp(bytes).resize(width, height, { fit: 'cover', position: sharp.strategy.attention }));
  } catch (error) {
    console.warn(`Collection files: artwork ${imagePath} unusable (${(error as Error).message}); using a plain panel`);
    return toJpeg(sharp({ create: { width, height, channels: 3, background: PALETTE.blush } }));
  }
}

async function artworkBytes(source: ArtworkSource, imageRef: string): Promise<Buffer> {
  if (isImageHash(imageRef)) {
    const stored = await source.readUpload(imageRef);
    if (!stored) throw new Error('no stored original for this upload');
    return stored;
  }
  const file = publicImageFile(source.publicDir, imageRef);
  if (!file) throw new Error('not a file under the public folder');
  return fs.readFile(file);
}
