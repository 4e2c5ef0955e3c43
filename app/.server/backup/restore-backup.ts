import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FileStore } from '../storage/file-store';
import { isBackupName } from './backup-names';
import { carryIdCounters } from './carry-id-counters';
import { fsyncPath, linkOrCopy } from './file-tree';
import { partialFolderOf } from './local-backups';
import { BadBackupError, DATABASE_FILE, FILES_FOLDER, verifyBackup, type Manifest } from './manifest';
import { databaseInUse } from './sqlite-snapshot';
import { downloadBackup } from './stored-backups';

export interface RestoreOptions {
  name: string;
  databaseFile: string;
  secretFile: string;
  filesDir: string;
  backupDir: string;
  store?: FileStore;
}

export interface RestoreResult {
  manifest: Manifest;
  source: 'local' | 'store';
  previous: string | null;
  droppedOrders: string[] | null;
}

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

async function localFolderOf(options: RestoreOptions): Promise<{ folder: string; source: 'local' | 'store' }> {
  const { name, backupDir, store } = options;
  const folder = path.join(backupDir, name);
  if (existsSync(folder)) return { folder, source: 'local' };
  const where = store ? `${backupDir} or in the file store` : backupDir;
  if (!store) throw new BadBackupError(`There is no backup named ${name} in ${where}.`);
  await fs.mkdir(backupDir, { recursive: true });
  const partial = partialFolderOf(backupDir, name);
  await fs.rm(partial, { recursive: true, force: true });
  try {
    const found = await downloadBackup(store, name, partial).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BadBackupError(`Could not fetch ${name} from ${store.description}: ${reason}. Nothing was changed.`);
    });
    if (!found) throw new BadBackupError(`There is no backup named ${name} in ${where}.`);
    await fs.rename(partial, folder);
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
  return { folder, source: 'store' };
}

/** By way of a temporary name, so `to` is always the old file or the new one. */
async function replaceFile(from: string, to: string): Promise<void> {
  const temporary = `${to}.~restore.tmp`;
  await fs.rm(temporary, { force: true });
  await linkOrCopy(from, temporary);
  await fs.rename(temporary, to);
}

/**
 * Checks every checksum, refuses while a server has the database open, then restores the files
 * before the database (so it never names a missing file) and swaps the database in with one rename.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { name, databaseFile, filesDir } = options;
  if (!isBackupName(name)) {
    throw new BadBackupError(
      `"${name}" is not a backup name (they look like 2026-11-26T04-45-12Z): npm run restore -- --list shows them.`,
    );
  }
  const { folder, source } = await localFolderOf(options);
  const manifest = await verifyBackup(folder).catch(async (error: unknown) => {
    if (source === 'store') await fs.rm(folder, { recursive: true, force: true });
    throw error;
  });
  if (databaseInUse(databaseFile)) {
    throw new DatabaseInUseError(
      `A server is using ${databaseFile} (it holds the database open): stop it first, then restore. Nothing was changed.`,
    );
  }

  for (const entry of manifest.files.entries) {
    const to = path.join(filesDir, ...entry.key.split('/'));
    await fs.mkdir(path.dirname(to), { recursive: true });
    await replaceFile(path.join(folder, FILES_FOLDER, ...entry.key.split('/')), to);
  }
  if (manifest.secret) await fs.copyFile(path.join(folder, manifest.secret.file), options.secretFile);

  const temporary = `${databaseFile}.~restore.tmp`;
  await fs.mkdir(path.dirname(databaseFile), { recursive: true });
  await fs.copyFile(path.join(folder, DATABASE_FILE), temporary);
  await fsyncPath(temporary);
  let previous: string | null = null;
  if (existsSync(databaseFile)) {
    previous = `${databaseFile}.before-restore`;
    for (const suffix of ['', '-wal', '-shm']) await fs.rm(previous + suffix, { force: true });
    await fs.link(databaseFile, previous);
  }
  // A -wal left beside would be read into the restored database: it belongs to the old one.
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(databaseFile + suffix)) {
      await fs.rename(databaseFile + suffix, (previous ?? `${databaseFile}.before-restore`) + suffix);
    }
  }
  const { droppedOrders } = previous ? carryIdCounters(temporary, previous) : { droppedOrders: [] };
  await fsyncPath(temporary);
  await fs.rename(temporary, databaseFile);
  await fsyncPath(path.dirname(databaseFile));
  return { manifest, source, previous, droppedOrders };
}
