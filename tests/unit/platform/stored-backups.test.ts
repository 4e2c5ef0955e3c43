import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreBackup } from '~/.server/backup/restore-backup';
import { listStoredBackups } from '~/.server/backup/stored-backups';
import { takeBackup } from '~/.server/backup/take-backup';
import { openSqlite } from '~/.server/db/connection';
import type { FileStore } from '~/.server/storage/file-store';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '~/.server/sweep/orphan-sweep';
import { createTestDb } from '../support/test-db';

/**
 * Backups kept in the file store too (app/.server/backup/stored-backups.ts): the upload, the
 * store's keep-last-N, and a restore on a machine whose disk lost them. The store here is a second
 * local-disk store, standing in for Supabase Storage behind the same FileStore interface (its
 * requests are checked in supabase-store-requests.test.ts, the interface in the contract suite).
 */
describe('backups in the file store', () => {
  let root: string;
  let store: FileStore;
  const dataDir = () => path.join(root, 'data');
  const paths = () => ({
    databaseFile: path.join(dataDir(), 'studio.sqlite'),
    secretFile: path.join(dataDir(), 'session-secret'),
    filesDir: path.join(dataDir(), 'files'),
    backupDir: path.join(dataDir(), 'backups'),
  });

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stored-backups-'));
    store = localDiskStore(path.join(root, 'bucket'));
    fs.mkdirSync(path.join(dataDir(), 'files', 'proofs'), { recursive: true });
    fs.writeFileSync(path.join(dataDir(), 'files', 'proofs', 'a.pdf'), '%PDF proof');
    fs.writeFileSync(path.join(dataDir(), 'session-secret'), 'generated-secret\n');
    const database = openSqlite(paths().databaseFile);
    database.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('first')");
    database.close();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('uploads each backup under backups/, keeps the last N there, and restores from there on a new disk', async () => {
    const taken = [];
    for (let n = 0; n < 3; n++) {
      const result = await takeBackup({ ...paths(), keep: 2, upload: store, now: new Date(Date.UTC(2026, 10, 20, n)) });
      expect(result.uploaded).toMatchObject({ bytes: expect.any(Number) });
      taken.push(result.manifest.name);
    }
    expect((await listStoredBackups(store)).map((manifest) => manifest.name)).toEqual([taken[2], taken[1]]);
    expect((await store.list('')).every((key) => key.startsWith('backups/'))).toBe(true);
    expect(await store.list(`backups/${taken[0]}/`)).toEqual([]);

    // The machine is lost: a new, empty DATA_DIR, and only the store.
    fs.rmSync(dataDir(), { recursive: true, force: true });
    const result = await restoreBackup({ ...paths(), name: taken[1]!, store });
    expect(result.source).toBe('store');
    const database = openSqlite(paths().databaseFile);
    expect(database.prepare('SELECT text FROM notes').pluck().all()).toEqual(['first']);
    database.close();
    expect(fs.readFileSync(path.join(paths().filesDir, 'proofs', 'a.pdf'), 'utf8')).toBe('%PDF proof');
    expect(fs.readFileSync(paths().secretFile, 'utf8')).toBe('generated-secret\n');
  });

  it('refuses a stored backup whose download does not match its checksums, and writes nothing', async () => {
    const { manifest } = await takeBackup({ ...paths(), keep: 2, upload: store });
    await store.putBytes(`backups/${manifest.name}/files/proofs/a.pdf`, new TextEncoder().encode('%PDF other'));
    fs.rmSync(dataDir(), { recursive: true, force: true });
    await expect(restoreBackup({ ...paths(), name: manifest.name, store })).rejects.toThrow(
      `Backup ${manifest.name} is damaged: files/proofs/a.pdf does not match its checksum. Not restored.`,
    );
    expect(fs.existsSync(paths().databaseFile)).toBe(false);
    expect(fs.existsSync(paths().filesDir)).toBe(false);
  });

  it('is never touched by the orphan sweep', async () => {
    const t = await createTestDb('sqlite');
    try {
      await takeBackup({ ...paths(), keep: 2, upload: store });
      const keys = await store.list('backups/');
      expect(keys.length).toBeGreaterThan(0);
      const now = Date.now();
      await sweepOrphanFiles({ db: t.db, files: store }, { now: new Date(now) });
      await sweepOrphanFiles({ db: t.db, files: store }, { now: new Date(now + 2 * ORPHAN_GRACE_MS) });
      expect(await store.list('backups/')).toEqual(keys);
    } finally {
      await t.destroy();
    }
  });
});

describe('restoring over a damaged database', () => {
  it('replaces a file that is no longer a database, keeping it beside', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'damaged-database-'));
    try {
      const paths = {
        databaseFile: path.join(root, 'studio.sqlite'),
        secretFile: path.join(root, 'session-secret'),
        filesDir: path.join(root, 'files'),
        backupDir: path.join(root, 'backups'),
      };
      const database = openSqlite(paths.databaseFile);
      database.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('kept')");
      database.close();
      const { manifest } = await takeBackup({ ...paths, keep: 7 });
      fs.writeFileSync(paths.databaseFile, Buffer.alloc(8192, 7));

      const result = await restoreBackup({ ...paths, name: manifest.name });
      expect(result.previous).toBe(`${paths.databaseFile}.before-restore`);
      expect(fs.readFileSync(result.previous!)).toEqual(Buffer.alloc(8192, 7));
      const restored = openSqlite(paths.databaseFile);
      expect(restored.prepare('SELECT text FROM notes').pluck().all()).toEqual(['kept']);
      restored.close();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
