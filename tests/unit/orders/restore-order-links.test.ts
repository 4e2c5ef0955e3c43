import type { Secrets } from '~/.server/platform/signing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoreBackup } from '~/.server/backup/restore-backup';
import { takeBackup } from '~/.server/backup/take-backup';
import { createDb, type Db } from '~/.server/db/connection';
import { migrateToLatest } from '~/.server/db/migrate';
import { openDownload } from '~/.server/downloads/access';
import { signDownloadToken } from '~/.server/downloads/links';
import { orderAccessToken, verifyOrderAccessToken } from '~/.server/orders/access';
import { linkKeyLookup } from '~/.server/orders/link-keys';
import { droppedOrdersNote } from '~/.server/ops/restore-command';
import { insertOrder } from '../support/order-fixtures';

const SECRETS: Secrets = ['restore-order-links-secret-0123456789abcdef'];

/**
 * Issue 24, finding 1: a restore brings the database back to the backup's moment. The orders
 * placed after it are gone, but their e-mailed links are still out there: they must never open
 * the next customer's order, which (before) got the lost order's id.
 */
describe('links to an order lost in a restore', () => {
  let root: string;
  const paths = () => ({
    databaseFile: path.join(root, 'studio.sqlite'),
    secretFile: path.join(root, 'session-secret'),
    filesDir: path.join(root, 'files'),
    backupDir: path.join(root, 'backups'),
  });
  const withDb = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const { db } = createDb({ sqliteFile: paths().databaseFile });
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-order-links-'));
    fs.mkdirSync(paths().filesDir);
    await withDb(async (db) => {
      await migrateToLatest(db);
      await insertOrder(db, { collectionIds: [] }); // an order the backup has
    });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('open nothing after the restore: the next order gets a new id and a new key', async () => {
    const { manifest } = await takeBackup({ ...paths(), keep: 2 });
    const now = new Date();
    const lost = await withDb((db) => insertOrder(db, { collectionIds: [] }));
    const lostLinks = {
      download: signDownloadToken(SECRETS, lost, now),
      access: orderAccessToken(SECRETS, lost),
    };

    const restored = await restoreBackup({ ...paths(), name: manifest.name });
    expect(restored.droppedOrders).toEqual([lost.number]);
    expect(droppedOrdersNote(restored.droppedOrders!)).toBe(
      `1 order placed after this backup is not in it: ${lost.number}. Their details are in the kept copy; their links open nothing now.`,
    );

    await withDb(async (db) => {
      const next = await insertOrder(db, { collectionIds: [] });
      expect(next.id).toBeGreaterThan(lost.id);
      // Even were the id the same (a restore onto a new disk, where the lost database is gone too),
      // the lost order's links are signed over its own key.
      expect(await openDownload(db, SECRETS, lostLinks.download, now)).toEqual({ status: 'denied', reason: 'forged' });
      expect(await verifyOrderAccessToken(SECRETS, lostLinks.access, linkKeyLookup(db))).toBeNull();
      await db.updateTable('orders').set({ id: lost.id }).where('id', '=', next.id).execute();
      expect(await openDownload(db, SECRETS, lostLinks.download, now)).toEqual({ status: 'denied', reason: 'forged' });
      expect(await verifyOrderAccessToken(SECRETS, lostLinks.access, linkKeyLookup(db))).toBeNull();
      // The next order's own links open it.
      const own = signDownloadToken(SECRETS, { id: lost.id, linkKey: next.linkKey }, now);
      expect(await openDownload(db, SECRETS, own, now)).toMatchObject({ status: 'ok', order: { number: next.number } });
    });
  });

  it('moves every id counter past the replaced database’s, for every table', async () => {
    const { manifest } = await takeBackup({ ...paths(), keep: 2 });
    await withDb(async (db) => {
      for (let n = 0; n < 3; n++) await insertOrder(db, { collectionIds: [null] });
    });
    const counters = () =>
      withDb(async (db) => {
        const rows = await db
          .selectFrom('sqlite_sequence' as never)
          .select(['name' as never, 'seq' as never])
          .execute();
        return Object.fromEntries((rows as { name: string; seq: number }[]).map((row) => [row.name, row.seq]));
      });
    const before = await counters();
    const restored = await restoreBackup({ ...paths(), name: manifest.name });
    expect(restored.droppedOrders).toHaveLength(3);
    expect(await counters()).toEqual(before);
  });
});
