import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Temporary files a process left when it died mid-write: the upload folders of requests that were
 * running (../http/multipart-upload.ts removes its own when a request ends, whatever happened) and
 * the local store's `<file>.~<random>.tmp` (../storage/local-disk-store.ts renames them into place).
 * Removed at start-up once an hour old: another server instance on the same volume may be writing
 * one right now, and no upload or write lasts anything like an hour.
 */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** A local store's temporary name: the target's, a `~`, random hex, `.tmp` (no key has a `~`). */
const STORE_TEMPORARY = /\.~[0-9a-f]+\.tmp$/;

const isOld = async (file: string, now: number) => {
  const stat = await fs.lstat(file).catch(() => null);
  return stat !== null && now - stat.mtimeMs >= LEFTOVER_AGE_MS;
};

/** Removes the upload folders under `dataDir`/tmp/uploads an hour old or more; how many. */
export async function removeLeftoverUploads(dataDir: string, now = Date.now()): Promise<number> {
  const uploads = path.join(dataDir, 'tmp', 'uploads');
  const entries = await fs.readdir(uploads).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const folder = path.join(uploads, entry);
    if (!(await isOld(folder, now))) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Removes the local store's temporary files under `root` an hour old or more; how many. */
export async function removeLeftoverStoreTemporaries(root: string, now = Date.now()): Promise<number> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !STORE_TEMPORARY.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!(await isOld(file, now))) continue;
    await fs.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
