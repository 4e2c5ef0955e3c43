import type { Secrets } from '~/.server/platform/signing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDownload } from '~/.server/downloads/access';
import { ensureCollectionFiles } from '~/.server/downloads/collection-files';
import { downloadLinkExpiry, signDownloadToken } from '~/.server/downloads/links';
import { countDownload, getDownloadableOrder, listOrderFiles } from '~/.server/downloads/order-files';
import { fileResponse, orderZipResponse } from '~/.server/downloads/download-responses';
import { COLLECTION_TEMPLATES } from '~/.server/downloads/templates';
import { orderZipStream } from '~/.server/downloads/zip';
import { toIso } from '~/.server/db/values';
import type { FileStore } from '~/.server/storage/file-store';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { insertCollection } from '../support/fixtures';
import { insertOrder } from '../support/order-fixtures';
import { readZip } from '../support/read-zip';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const SECRETS: Secrets = ['s'.repeat(32)];
const publicDir = path.resolve('public');
const fileNames = COLLECTION_TEMPLATES.flatMap((t) => [`${t.baseName}.pdf`, `${t.baseName}.jpg`]);

describe.each(engines)('order downloads on %s', (engine) => {
  let t: TestDb;
  let dir: string;
  let filesDir: string;
  let store: FileStore;
  const diskPath = (key: string) => path.join(filesDir, ...key.split('/'));
  let first: { id: number; slug: string };
  let second: { id: number; slug: string };

  const slugOf = async (id: number) =>
    (await t.db.selectFrom('collections').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug;

  /** The streamed body written to a temp file, as a browser would save it. */
  const saveBody = async (body: ReadableStream<Uint8Array> | null, name: string) => {
    const file = path.join(dir, name);
    await pipeline(Readable.fromWeb(body as WebReadableStream<Uint8Array>), fs.createWriteStream(file));
    return file;
  };

  beforeEach(async () => {
    t = await createTestDb(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-zip-'));
    filesDir = path.join(dir, 'files');
    store = localDiskStore(filesDir);
    const a = await insertCollection(t.db, { title: 'Blush Peony' });
    const b = await insertCollection(t.db, { title: 'Woodland' });
    first = { id: a, slug: await slugOf(a) };
    second = { id: b, slug: await slugOf(b) };
    await ensureCollectionFiles(t.db, store, publicDir);
  }, 60_000);

  afterEach(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the files of the distinct collections in the order, in line order', async () => {
    const order = await insertOrder(t.db, { collectionIds: [second.id, first.id, second.id] });
    const files = await listOrderFiles(t.db, order.id);
    expect(files.map((f) => f.zipPath)).toEqual([
      ...fileNames.map((name) => `${second.slug}/${name}`),
      ...fileNames.map((name) => `${first.slug}/${name}`),
    ]);
    expect(files[0]).toMatchObject({
      collectionId: second.id,
      collectionTitle: 'Woodland',
      templateName: 'Invitation',
      format: 'pdf',
      fileName: 'invitation.pdf',
    });
    const alone = await insertOrder(t.db, { collectionIds: [first.id] });
    expect((await listOrderFiles(t.db, alone.id)).every((f) => f.collectionId === first.id)).toBe(true);
  });

  it('streams a ZIP with every template of every collection bought, byte for byte', async () => {
    const order = await insertOrder(t.db, { collectionIds: [first.id, second.id] });
    const files = await listOrderFiles(t.db, order.id);
    const response = await orderZipResponse(store, order.number, files);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${order.number}-designs.zip"; filename*=UTF-8''${order.number}-designs.zip`,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');

    const entries = await readZip(await saveBody(response.body, 'order.zip'));
    expect([...entries.keys()].sort()).toEqual(
      [first.slug, second.slug].flatMap((slug) => fileNames.map((name) => `${slug}/${name}`)).sort(),
    );
    for (const file of files) {
      const entry = entries.get(file.zipPath)!;
      expect(entry.compressionMethod).toBe(0);
      expect(entry.bytes.equals(fs.readFileSync(diskPath(file.storageKey)))).toBe(true);
    }
  });

  it('has no entries for a line whose collection was deleted', async () => {
    const order = await insertOrder(t.db, { collectionIds: [first.id, second.id] });
    await t.db.deleteFrom('collections').where('id', '=', second.id).execute();
    const files = await listOrderFiles(t.db, order.id);
    expect(new Set(files.map((f) => f.collectionId))).toEqual(new Set([first.id]));

    const zip = path.join(dir, 'partial.zip');
    await pipeline(await orderZipStream(store, files), fs.createWriteStream(zip));
    expect([...(await readZip(zip)).keys()].sort()).toEqual(fileNames.map((name) => `${first.slug}/${name}`).sort());

    const onlyDeleted = await insertOrder(t.db, { collectionIds: [null] });
    expect(await listOrderFiles(t.db, onlyDeleted.id)).toEqual([]);
  });

  it('refuses to start a ZIP when a file is missing from the store', async () => {
    const order = await insertOrder(t.db, { collectionIds: [first.id] });
    const files = await listOrderFiles(t.db, order.id);
    await store.delete([files[3]!.storageKey]);
    await expect(orderZipStream(store, files)).rejects.toThrow(`Missing from the file store: ${files[3]!.storageKey}`);
  });

  it('streams a single file with its type, length and name', async () => {
    const order = await insertOrder(t.db, { collectionIds: [first.id] });
    const file = (await listOrderFiles(t.db, order.id)).find((f) => f.fileName === 'save-the-date.jpg')!;
    const response = await fileResponse(store, file.storageKey, {
      fileName: file.fileName,
      contentType: 'image/jpeg',
    });
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Content-Length')).toBe(String(file.byteSize));
    expect(response.headers.get('Content-Disposition')).toContain('filename="save-the-date.jpg"');
    const saved = await saveBody(response.body, 'single.jpg');
    expect(fs.readFileSync(saved).equals(fs.readFileSync(diskPath(file.storageKey)))).toBe(true);
  });

  it('counts downloads', async () => {
    const order = await insertOrder(t.db, { collectionIds: [first.id] });
    await countDownload(t.db, order.id, new Date('2026-03-02T08:00:00.000Z'));
    await countDownload(t.db, order.id, new Date('2026-03-03T09:30:00.000Z'));
    const row = await t.db
      .selectFrom('orders')
      .select(['download_count', 'last_downloaded_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.download_count)).toBe(2);
    expect(toIso(row.last_downloaded_at)).toBe('2026-03-03T09:30:00.000Z');
  });

  it('opens downloads only for a genuine, unexpired link to a paid order', async () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const paid = await insertOrder(t.db, { collectionIds: [first.id] });
    const pending = await insertOrder(t.db, { status: 'pending', collectionIds: [first.id] });
    const refunded = await insertOrder(t.db, { status: 'refunded', collectionIds: [first.id] });

    const open = await openDownload(t.db, SECRETS, signDownloadToken(SECRETS, paid, now), now);
    expect(open).toMatchObject({ status: 'ok', order: { id: paid.id, number: paid.number, status: 'paid' } });
    expect(open.status === 'ok' && open.files).toHaveLength(10);

    for (const order of [pending, refunded]) {
      expect(await openDownload(t.db, SECRETS, signDownloadToken(SECRETS, order, now), now)).toEqual({
        status: 'unavailable',
      });
    }
    // An order that is not there (lost in a restore) cannot be told from another: not ours.
    const gone = { id: 999_999, linkKey: '' };
    expect(await openDownload(t.db, SECRETS, signDownloadToken(SECRETS, gone, now), now)).toEqual({
      status: 'denied',
      reason: 'forged',
    });
    expect(await getDownloadableOrder(t.db, 999_999)).toBeNull();

    const expiredAt = downloadLinkExpiry(now, null);
    expect(await openDownload(t.db, SECRETS, signDownloadToken(SECRETS, paid, now), expiredAt)).toEqual({
      status: 'denied',
      reason: 'expired',
    });
    expect(await openDownload(t.db, SECRETS, signDownloadToken(['x'.repeat(32)], paid, now), now)).toEqual({
      status: 'denied',
      reason: 'forged',
    });
  });
});
