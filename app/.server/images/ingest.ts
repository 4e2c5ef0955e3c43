import type { Db } from '../db/connection';
import type { ImageFiles } from './image-files';
import { originalKey } from './image-keys';
import { displayName, inspectImageFile } from './inspect';
import { IMAGE_MESSAGES } from './limits';
import { normaliseImage } from './normalise';
import { recordImage, type StoredImage } from './records';

export interface ImageDeps {
  db: Db;
  files: ImageFiles;
}

/** A file as an upload left it on disk, with the name it was sent with (for messages only). */
export interface ImageUpload {
  path: string;
  name: string;
}

export type IngestResult = { ok: true; image: StoredImage; isNew: boolean } | { ok: false; message: string };

const STORE_FAILED = (name: string) =>
  `We could not store “${name}” just now, so nothing was saved. Please try again in a moment.`;

/**
 * Takes one uploaded image into the pipeline: checks it by content (./inspect.ts), normalises it
 * (./normalise.ts: upright, no metadata), stores the original under its content hash and records
 * it in `images`. The same picture sent twice is stored once (same hash: the file and the row are
 * left as they are). A refusal is a message for the form, never an exception; nothing of a refused
 * image is kept. The upload's own file is only read: the caller's upload folder removes it.
 *
 * Variants (AVIF, WebP, JPEG at each width) are made on their first request (./variants.ts), so
 * a form with several images answers in about a second per image, not after dozens of encodes.
 *
 * What to keep in a content row: `image.hash`, the image ref (app/lib/images.ts).
 */
export async function ingestImage(deps: ImageDeps, upload: ImageUpload): Promise<IngestResult> {
  const check = await inspectImageFile(upload.path, upload.name);
  if (!check.ok) return check;
  const shown = displayName(upload.name);
  const normalised = await normaliseImage(upload.path).catch(() => null);
  if (!normalised) return { ok: false, message: IMAGE_MESSAGES.unreadable(shown) };
  const image: StoredImage = { hash: normalised.hash, width: normalised.width, height: normalised.height };
  const isNew = !(await deps.files.has(originalKey(image.hash)));
  try {
    // The file first, then its row: a row never names a file that is not there.
    await deps.files.put(originalKey(image.hash), normalised.bytes);
    await recordImage(deps.db, { ...image, byteSize: normalised.bytes.byteLength, hasAlpha: normalised.hasAlpha });
  } catch (error) {
    console.error(`Images: storing ${image.hash} failed:`, error);
    return { ok: false, message: STORE_FAILED(shown) };
  }
  return { ok: true, image, isNew };
}

/** What a form's images became: the stored images of each input, and a message for each input that had a refusal. */
export interface IngestedImages {
  images: Record<string, StoredImage[]>;
  errors: Record<string, string>;
}

/**
 * Takes every file of a form's upload (readContentForm in app/.server/content/content-upload.ts)
 * through the pipeline, one after the other, grouped by the input it came in. Images that pass are
 * stored even when another is refused, so a rejected form can keep them (their hashes in hidden
 * fields) and the designer need not choose them again; the row is saved only when `errors` is empty.
 */
export async function ingestImages(
  deps: ImageDeps,
  files: readonly (ImageUpload & { field: string })[],
): Promise<IngestedImages> {
  const images: Record<string, StoredImage[]> = {};
  const errors: Record<string, string> = {};
  for (const file of files) {
    const result = await ingestImage(deps, file);
    if (result.ok) (images[file.field] ??= []).push(result.image);
    else errors[file.field] = errors[file.field] ? `${errors[file.field]} ${result.message}` : result.message;
  }
  return { images, errors };
}
