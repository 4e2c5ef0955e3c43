import type { Secrets } from '~/.server/platform/signing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDownload } from '~/.server/downloads/access';
import { ensureCollectionFiles } from '~/.server/downloads/collection-files';
import { signDownloadToken } from '~/.server/downloads/links';
import type { FileStore } from '~/.server/storage/file-store';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { insertCollection } from '../support/fixtures';
import { insertOrder } from '../support/order-fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const SECRETS: Secrets = ['s'.repeat(32)];
const publicDir = path.resolve('public');

/**
 * Template files are made in the background after the server starts (app/.server/boot/boot.ts): an
 * order for a collection whose files are not made yet says its files are being prepared, and
 * lists them once they are.
 */
describe.each(engines)('downloads of a collection whose files are not made yet, on %s', (engine) => {
  let t: TestDb;
  let dir: string;
  let store: FileStore;

  beforeEach(async () => {
    t = await createTestDb(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awaiting-files-'));
    store = localDiskStore(path.join(dir, 'files'));
  });
  afterEach(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are being prepared until the files are made, then listed', async () => {
    const ready = await insertCollection(t.db, { title: 'Blush Peony' });
    await ensureCollectionFiles(t.db, store, publicDir);
    const waiting = await insertCollection(t.db, { title: 'Woodland' });
    const order = await insertOrder(t.db, { collectionIds: [ready, waiting] });
    const now = new Date();
    const token = signDownloadToken(SECRETS, order, now);

    const before = await openDownload(t.db, SECRETS, token, now);
    expect(before).toMatchObject({ status: 'ok', designs: 'preparing' });
    // An order whose collections all have their files is not held up.
    const other = await insertOrder(t.db, { collectionIds: [ready] });
    expect(await openDownload(t.db, SECRETS, signDownloadToken(SECRETS, other, now), now)).toMatchObject({
      designs: 'none',
    });

    expect(await ensureCollectionFiles(t.db, store, publicDir)).toBe(1);
    const after = await openDownload(t.db, SECRETS, token, now);
    expect(after).toMatchObject({ status: 'ok', designs: 'none' });
    const collections = after.status === 'ok' ? new Set(after.files.map((file) => file.collectionId)) : new Set();
    expect(collections).toEqual(new Set([ready, waiting]));
  }, 60_000);
});
