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
  /** The SQLite file the server uses (DATA_DIR/studio.sqlite). */
  databaseFile: string;
  /** DATA_DIR/session-secret: kept with the database when it exists. */
  secretFile: string;
  /** The local store's folder (DATA_DIR/files). */
  filesDir: string;
  backupDir: string;
  keep: number;
  /** Where to upload a copy too (Supabase Storage), with its description for the report. */
  upload?: FileStore;
  now?: Date;
}

export interface BackupResult {
  manifest: Manifest;
  folder: string;
  /** Older backups deleted here. */
  pruned: string[];
  /** Files listed but deleted before they could be copied (the orphan sweep's, which nothing names). */
  vanished: number;
  /** The copy in the file store: what was sent, or why it failed (the local backup stands either way). */
  uploaded: { bytes: number; pruned: string[] } | { error: string } | null;
}

/**
 * Takes a backup while the server runs: the database first (a consistent snapshot, see
 * ./sqlite-snapshot.ts), then the stored files. Every file the snapshot names is still there
 * afterwards (files are stored under new names and only removed a day after nothing names them),
 * so copying them after the snapshot gives every file the copy of the database refers to (and
 * perhaps a few newer ones, which are harmless). Built in a partial folder, renamed when whole;
 * older backups are deleted only then.
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
