import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FileStore } from '../storage/file-store';
import { backupNameAt, freeBackupName } from './backup-names';
import { filesBelow, fsyncPath, linkOrCopy, sha256OfFile } from './file-tree';
import { partialFolderOf, pruneLocalBackups } from './local-backups';
import { BadBackupError, DATABASE_FILE, FILES_FOLDER, MANIFEST_FILE, SECRET_FILE, type Manifest } from './manifest';
import { inspectSnapshot, snapshotDatabase } from './sqlite-snapshot';
import { pruneStoredBackups, uploadBackup } from './stored-backups';

export interface BackupOptions {
  databaseFile: string;
  secretFile: string;
  filesDir: string;
  backupDir: string;
  keep: number;
  upload?: FileStore;
  now?: Date;
}

export interface BackupResult {
  manifest: Manifest;
  folder: string;
  pruned: string[];
  /** Files deleted by the orphan sweep between listing and copying. */
  vanished: number;
  uploaded: { bytes: number; pruned: string[] } | { error: string } | null;
}

/**
 * The database snapshot first, then the files: stored files are never changed and only removed a day
 * after nothing names them, so every file the snapshot names is still there.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  if (!existsSync(options.databaseFile)) {
    throw new BadBackupError(`There is no database at ${options.databaseFile}: nothing to back up.`);
  }
  const now = options.now ?? new Date();
  await fs.mkdir(options.backupDir, { recursive: true });
  const name = freeBackupName(
    backupNameAt(now),
    (candidate) =>
      existsSync(path.join(options.backupDir, candidate)) || existsSync(partialFolderOf(options.backupDir, candidate)),
  );
  const partial = partialFolderOf(options.backupDir, name);
  await fs.mkdir(partial);
  try {
    const databaseCopy = path.join(partial, DATABASE_FILE);
    snapshotDatabase(options.databaseFile, databaseCopy);
    const { rows, problem } = inspectSnapshot(databaseCopy);
    if (problem) throw new Error(`The copy of the database failed its integrity check: ${problem}`);
    await fsyncPath(databaseCopy);
    const database = { file: DATABASE_FILE, ...(await sha256OfFile(databaseCopy)), rows } as const;

    let secret: Manifest['secret'] = null;
    if (existsSync(options.secretFile)) {
      const copy = path.join(partial, SECRET_FILE);
      await fs.copyFile(options.secretFile, copy);
      await fs.chmod(copy, 0o600);
      secret = { file: SECRET_FILE, ...(await sha256OfFile(copy)) };
    }

    const entries: Manifest['files']['entries'] = [];
    let vanished = 0;
    for (const key of await filesBelow(options.filesDir)) {
      const target = path.join(partial, FILES_FOLDER, ...key.split('/'));
      try {
        await linkOrCopy(path.join(options.filesDir, ...key.split('/')), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        vanished++;
        continue;
      }
      entries.push({ key, ...(await sha256OfFile(target)) });
    }
    const manifest: Manifest = {
      format: 'petal-and-quill-backup',
      version: 1,
      name,
      createdAt: now.toISOString(),
      database,
      secret,
      files: { count: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0), entries },
    };
    const manifestFile = path.join(partial, MANIFEST_FILE);
    await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
    await fsyncPath(manifestFile);
    await fsyncPath(partial);
    const folder = path.join(options.backupDir, name);
    await fs.rename(partial, folder);
    await fsyncPath(options.backupDir);

    const pruned = await pruneLocalBackups(options.backupDir, options.keep);
    let uploaded: BackupResult['uploaded'] = null;
    if (options.upload) {
      try {
        const bytes = await uploadBackup(options.upload, folder, name);
        uploaded = { bytes, pruned: await pruneStoredBackups(options.upload, options.keep, name) };
      } catch (error) {
        uploaded = { error: error instanceof Error ? error.message : String(error) };
      }
    }
    return { manifest, folder, pruned, vanished, uploaded };
  } finally {
    await fs.rm(partial, { recursive: true, force: true });
  }
}
