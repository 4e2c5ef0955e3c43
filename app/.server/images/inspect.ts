import fs from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './limits';

export type ImageCheck = { ok: true; width: number; height: number } | { ok: false; message: string };

/** Judged by content alone; only the header is read, so a huge claimed size is refused before decoding. */
export async function inspectImageFile(file: string, sentName: string): Promise<ImageCheck> {
  const shown = displayName(sentName);
  const { size } = await fs.stat(file);
  if (size === 0) return { ok: false, message: IMAGE_MESSAGES.empty(shown) };
  if (size > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge(shown) };
  // The header decodes no pixel; with sharp's limit on, it would not say the size and the message could not name it.
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

/** AVIF is a HEIF file of AV1 pictures; HEIC is not for browsers. */
function isTakenFormat(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1';
  return metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp';
}

export function displayName(sentName: string): string {
  // eslint-disable-next-line no-control-regex
  const name = (sentName.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (!name) return 'The image';
  return name.length > 80 ? `${name.slice(0, 77)}…` : name;
}
