import fs from 'node:fs/promises';
import path from 'node:path';

/** Only once an hour old: another instance on the same volume may be writing one right now. */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

const STORE_TEMPORARY = /\.~[0-9a-f]+\.tmp$/;

const isOld = async (file: string, now: number) => {
  const stat = await fs.lstat(file).catch(() => null);
  return stat !== null && now - stat.mtimeMs >= LEFTOVER_AGE_MS;
};

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
