import fs from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './limits';

export type ImageCheck = { ok: true; width: number; height: number } | { ok: false; message: string };

/**
 * Whether a file on disk is an image the pipeline takes, judged by its content alone (never its
 * name or the browser's Content-Type): not empty, at most MAX_IMAGE_BYTES, a JPEG, PNG, WebP or
 * AVIF by what sharp reads of its header, of at most MAX_IMAGE_PIXELS. Only the header is read:
 * a file claiming 20,000 × 20,000 pixels is refused before a pixel of it is decoded.
 */
export async function inspectImageFile(file: string, sentName: string): Promise<ImageCheck> {
  const shown = displayName(sentName);
  const { size } = await fs.stat(file);
  if (size === 0) return { ok: false, message: IMAGE_MESSAGES.empty(shown) };
  if (size > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge(shown) };
  // Reading the header decodes no pixel, so sharp's own pixel limit is lifted here: past it,
  // sharp would refuse to say the size at all, and the message could not name it.
  const metadata = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || !isTakenFormat(metadata) || !metadata.width || !metadata.height) {
    return { ok: false, message: IMAGE_MESSAGES.notAnImage(shown) };
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    return { ok: false, message: IMAGE_MESSAGES.tooManyPixels(shown, metadata.width, metadata.height) };
  }
  return { ok: true, width: metadata.width, height: metadata.height };
}

/** JPEG, PNG, WebP, or AVIF (a HEIF file whose pictures are AV1; HEIC is not for browsers). */
function isTakenFormat(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp';
}

/** A sent file name fit for a message: its last part, without control characters, not too long. */
export function displayName(sentName: string): string {
  // eslint-disable-next-line no-control-regex
  const name = (sentName.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (!name) return 'The image';
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
}
