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

/** The name is for messages only. */
export interface ImageUpload {
  path: string;
  name: string;
}

export type IngestResult = { ok: true; image: StoredImage; isNew: boolean } | { ok: false; message: string };

const STORE_FAILED = (name: string) =>
  `We could not store “${name}” just now, so nothing was saved. Please try again in a moment.`;

/**
 * Stores the normalised original under its content hash. A refusal is a message for the form, never an
 * exception. Variants are made on first request, so a form answers in about a second per image.
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
    await deps.files.put(originalKey(image.hash), normalised.bytes);
    await recordImage(deps.db, { ...image, byteSize: normalised.bytes.byteLength, hasAlpha: normalised.hasAlpha });
  } catch (error) {
    console.error(`Images: storing ${image.hash} failed:`, error);
    return { ok: false, message: STORE_FAILED(shown) };
  }
  return { ok: true, image, isNew };
}

export interface IngestedImages {
  images: Record<string, StoredImage[]>;
  errors: Record<string, string>;
}

/** Images that pass are stored even when another is refused, so a rejected form keeps them. */
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
