import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the downloadable files live: under DATA_DIR/files, each named in the database by a
 * storage key relative to that folder with forward slashes, so a key means the same file on
 * any operating system and after the data folder moves.
 */
export function filesDirOf(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function collectionFileKey(collectionId: number, fileName: string): string {
  return `collections/${collectionId}/${fileName}`;
}

/** The absolute path of a storage key; throws for a key that would leave the files folder. */
export function storedFilePath(filesDir: string, storageKey: string): string {
  const root = path.resolve(filesDir);
  const file = path.resolve(root, ...storageKey.split('/'));
  if (!file.startsWith(root + path.sep) || storageKey.includes('\0')) {
    throw new Error(`Storage key outside the files folder: ${storageKey}`);
  }
  return file;
}

/** Writes to a temporary name beside the target and renames, so no reader sees half a file. */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** A proof's file, named by its content: the same design uploaded twice is stored once. */
export function proofFileKey(sha256Hex: string, extension: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex) || !/^[a-z]{3,4}$/.test(extension)) {
    throw new Error(`Not a content hash and extension: ${sha256Hex}.${extension}`);
  }
  return `proofs/${sha256Hex}.${extension}`;
}

/**
 * Moves a finished temporary file (on the same disk, under DATA_DIR) to its storage key. A key
 * named by its content that is already there holds these very bytes: the temporary file is
 * dropped. True when the file is new.
 */
export async function moveIntoStorage(filesDir: string, storageKey: string, temporary: string): Promise<boolean> {
  const file = storedFilePath(filesDir, storageKey);
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.access(file);
    await fs.rm(temporary, { force: true });
    return false;
  } catch {
    await fs.rename(temporary, file);
    return true;
  }
}
