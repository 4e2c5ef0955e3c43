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
