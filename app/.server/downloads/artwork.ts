import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PALETTE, type Box } from './sheet';

/** Print resolution: the artwork is cropped for it, so the PDF prints sharp. */
export const PRINT_DPI = 300;

export const pointsToPixels = (points: number, dpi: number) => Math.round((points * dpi) / 72);

/**
 * The file behind a site image path such as /images/collections/x.webp, or null when the path
 * is not a plain file under the public folder (an image hosted elsewhere, or a path that tries to
 * leave the folder).
 */
export function publicImageFile(publicDir: string, imagePath: string): string | null {
  if (!imagePath.startsWith('/') || imagePath.includes('\0')) return null;
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${imagePath}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The artwork cropped to fill `box`, as a JPEG both painters can place. A collection whose
 * image cannot be read gets a plain blush panel instead (and a line in the log), so its files
 * can still be made.
 */
export async function artworkFor(publicDir: string, imagePath: string, box: Box): Promise<Buffer> {
  const width = pointsToPixels(box.width, PRINT_DPI);
  const height = pointsToPixels(box.height, PRINT_DPI);
  const toJpeg = (image: Sharp) => image.flatten({ background: PALETTE.paper }).jpeg({ quality: 86 }).toBuffer();
  const file = publicImageFile(publicDir, imagePath);
  try {
    if (!file) throw new Error('not a file under the public folder');
    const source = await fs.readFile(file);
    return await toJpeg(sharp(source).resize(width, height, { fit: 'cover', position: sharp.strategy.attention }));
  } catch (error) {
    console.warn(`Collection files: artwork ${imagePath} unusable (${(error as Error).message}); using a plain panel`);
    return toJpeg(sharp({ create: { width, height, channels: 3, background: PALETTE.blush } }));
  }
}
