import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { rangeWithin, type FileStore, type PutOptions, type StoredFile } from './file-store';
import { checkedKey, checkedPrefix, folderOf } from './keys';
import { removeLeftoverStoreTemporaries } from '../sweep/leftover-temp-files';

export function filesDirOf(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** Writes go to a `~` temporary name and are renamed into place. */
export function localDiskStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkedKey(key).split('/'));

  async function put(key: string, options: PutOptions, write: (temporary: string) => Promise<void>) {
    const file = fileOf(key);
    if (options.ifAbsent && (await exists(file))) return false;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.~${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temporary);
      // Content-named keys: two writers at once write the same bytes, so either rename may win.
      await fs.rename(temporary, file);
      return true;
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    description: `local disk (${base})`,
    async prepare() {
      await fs.mkdir(base, { recursive: true });
      await removeLeftoverStoreTemporaries(base);
    },
    putBytes: (key, bytes, options = {}) => put(key, options, (temporary) => fs.writeFile(temporary, bytes)),
    putFile: (key, localPath, options = {}) =>
      put(key, options, (temporary) => pipeline(createReadStream(localPath), createWriteStream(temporary))),
    async read(key, range) {
      const handle = await openOrNull(fileOf(key));
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const { start, end } = rangeWithin(size, range);
        const body = handle.createReadStream({ start, end: Math.max(end, start) });
        return { body, size, length: end - start + 1 } satisfies StoredFile;
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    stat: async (key) => statOf(fileOf(key)),
    has: async (key) => (await statOf(fileOf(key))) !== null,
    async delete(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
    },
    async list(prefix) {
      const folder = folderOf(checkedPrefix(prefix));
      const start = path.join(base, ...folder.split('/').filter(Boolean));
      let names: string[];
      try {
        names = (await fs.readdir(start, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && !entry.name.includes('~'))
          .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return names.filter((key) => key.startsWith(prefix)).sort();
    },
  };
}

async function statOf(file: string): Promise<{ size: number } | null> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? { size: stats.size } : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function openOrNull(file: string): Promise<fs.FileHandle | null> {
  try {
    const handle = await fs.open(file, 'r');
    if ((await handle.stat()).isFile()) return handle;
    await handle.close();
    return null;
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
