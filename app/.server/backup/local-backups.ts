import fs from 'node:fs/promises';
import path from 'node:path';
import { isBackupName } from './backup-names';
import { readManifest, type Manifest } from './manifest';

/** A backup is built in `.<name>.partial` and renamed when complete, so a named folder is a whole backup. */

export const partialFolderOf = (backupDir: string, name: string) => path.join(backupDir, `.${name}.partial`);

export async function listLocalBackups(backupDir: string): Promise<Manifest[]> {
  let names: string[];
  try {
    names = await fs.readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const manifests: Manifest[] = [];
  for (const name of names.filter(isBackupName)) {
    const manifest = await readManifest(path.join(backupDir, name)).catch(() => null);
    if (manifest) manifests.push(manifest);
  }
  return manifests.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A partial folder this old was left by a backup that stopped (a crash, a lost machine). */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** A folder with a backup's name but no readable manifest is left alone: not ours to judge. */
export async function pruneLocalBackups(backupDir: string, keep: number, now = Date.now()): Promise<string[]> {
  const older = (await listLocalBackups(backupDir)).slice(keep).map((manifest) => manifest.name);
  for (const name of older) await fs.rm(path.join(backupDir, name), { recursive: true, force: true });
  for (const name of await fs.readdir(backupDir)) {
    if (!/^\..+\.partial$/.test(name)) continue;
    const folder = path.join(backupDir, name);
    const stats = await fs.stat(folder).catch(() => null);
    if (stats && now - stats.mtimeMs > ABANDONED_AFTER_MS) await fs.rm(folder, { recursive: true, force: true });
  }
  return older.sort();
}
