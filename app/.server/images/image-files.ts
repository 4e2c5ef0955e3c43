import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { filesDirOf, storedFilePath, writeFileAtomically } from '../downloads/storage';

/**
 * Where the image pipeline keeps its files: the one module that touches them, so moving them to
 * another store (Supabase Storage) changes this file and nothing else. Keys are relative, with
 * forward slashes: `images/<hash>/original.webp`, `images/<hash>/<width>.<format>`.
 * Every file is named by its content (or derived from content named so), so a key once written
 * never changes: `put` of a key that exists keeps the file there.
 */
export interface ImageFiles {
  /** Stores the bytes under `key` (atomically: no reader sees half a file). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  has(key: string): Promise<boolean>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when there is none. */
  open(key: string): Promise<{ body: Readable; byteSize: number } | null>;
}

/** The image files of a server: on the local disk under DATA_DIR/files (for now). */
export function imageFilesFor(config: { DATA_DIR: string }): ImageFiles {
  return localImageFiles(filesDirOf(config.DATA_DIR));
}

export function localImageFiles(filesDir: string): ImageFiles {
  const fileOf = (key: string) => storedFilePath(filesDir, key);
  return {
    async put(key, bytes) {
      if (await exists(fileOf(key))) return;
      await writeFileAtomically(fileOf(key), bytes);
    },
    has: (key) => exists(fileOf(key)),
    async read(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), byteSize: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
