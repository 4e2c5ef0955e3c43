import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertItems } from '~/.server/content/items';
import type { FileStore } from '~/.server/storage/file-store';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { ONE_DAY_MS, ORPHAN_GRACE_MS, sweepOrphanFiles } from '~/.server/sweep/orphan-sweep';
import { SIX_HOURS_MS, SWEEP_INTERVAL_MS, takeSweepTurn } from '~/.server/sweep/sweep-turn';
import { insertCollection, insertPortfolioItem } from '../support/fixtures';
import { insertOrder } from '../support/order-fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const HOUR_MS = 60 * 60 * 1000;
const hash = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

describe.each(engines)('the orphan file sweep on %s', (engine) => {
  let t: TestDb;
  let dir: string;
  let store: FileStore;
  const start = new Date('2026-11-20T08:00:00.000Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  const sweep = (now: Date) => sweepOrphanFiles({ db: t.db, files: store }, { now });

  beforeEach(async () => {
    t = await createTestDb(engine);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-sweep-'));
    store = localDiskStore(dir);
  });
  afterEach(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const put = (...keys: string[]) => Promise.all(keys.map((key) => store.putBytes(key, Buffer.from(key))));
  const imageFiles = (h: string) => [`images/${h}/original.webp`, `images/${h}/640.webp`];
  async function recordImage(h: string) {
    await t.db
      .insertInto('images')
      .values({ hash: h, width: 10, height: 10, byte_size: 10, has_alpha: false, created_at: start.toISOString() })
      .execute();
  }

  it('names a day as the grace period', () => {
    expect(ONE_DAY_MS).toBe(86_400_000);
    expect(ORPHAN_GRACE_MS).toBe(ONE_DAY_MS);
  });

  it('keeps what is referenced, keeps orphans through the grace period, then removes them', async () => {
    const [inCollection, inContent, inPortfolio, inOrder, orphan] = [1, 2, 3, 4, 5].map(hash);
    for (const h of [inCollection, inContent, inPortfolio, inOrder, orphan]) {
      await put(...imageFiles(h!));
      await recordImage(h!);
    }
    const collectionId = await insertCollection(t.db);
    await t.db.updateTable('collections').set({ image: inCollection! }).where('id', '=', collectionId).execute();
    // The home editor keeps images inside its JSON, as a hash or as a variant's path.
    await t.db
      .insertInto('site_content')
      .values({
        key: 'home',
        value: JSON.stringify({ hero: { image: `/images/${inContent}/1280.webp`, alt: 'Peonies' } }),
        updated_at: start.toISOString(),
      })
      .execute();
    const item = await insertPortfolioItem(t.db, {
      title: 'Garden',
      category: 'Floral',
      createdAt: start.toISOString(),
    });
    await t.db.updateTable('portfolio_items').set({ image: inPortfolio! }).where('id', '=', item).execute();
    // An order still shows the picture its line was bought with.
    const order = await insertOrder(t.db, { collectionIds: [null] });
    await t.db.updateTable('order_items').set({ image: inOrder! }).where('order_id', '=', order.id).execute();
    // A template file a row names, one replaced by an upload, and proofs (never the sweep's).
    await t.db
      .insertInto('collection_files')
      .values({
        collection_id: collectionId,
        template_name: 'Invitation',
        format: 'pdf',
        file_name: 'invitation.pdf',
        storage_key: `templates/${hash(9)}.pdf`,
        byte_size: 10,
        created_at: start.toISOString(),
      })
      .execute();
    await put(`templates/${hash(9)}.pdf`, `collections/${collectionId}/invitation.pdf`, `proofs/${hash(8)}.pdf`);

    expect((await sweep(start)).deleted).toEqual([]);
    expect((await sweep(at(ORPHAN_GRACE_MS - HOUR_MS))).deleted).toEqual([]);
    expect(await store.has(`images/${orphan}/original.webp`)).toBe(true);

    const { deleted } = await sweep(at(ORPHAN_GRACE_MS));
    expect(deleted.sort()).toEqual([`collections/${collectionId}/invitation.pdf`, ...imageFiles(orphan!)].sort());
    for (const key of deleted) expect(await store.has(key)).toBe(false);
    // Its record goes too: a form still holding the hash is told the image is gone.
    const images = await t.db.selectFrom('images').select('hash').execute();
    expect(images.map((row) => row.hash).sort()).toEqual([inCollection, inContent, inPortfolio, inOrder].sort());
    for (const h of [inCollection, inContent, inPortfolio, inOrder]) {
      for (const key of imageFiles(h!)) expect(await store.has(key)).toBe(true);
    }
    expect(await store.has(`templates/${hash(9)}.pdf`)).toBe(true);
    expect(await store.has(`proofs/${hash(8)}.pdf`)).toBe(true);
    expect(await t.db.selectFrom('orphan_files').selectAll().execute()).toEqual([]);
  });

  it('keeps the images of the home page’s featured items and the about page’s team members', async () => {
    const [featured, member] = [10, 11].map(hash);
    for (const h of [featured!, member!]) {
      await put(...imageFiles(h));
      await recordImage(h);
    }
    await insertItems(t.db, 'featured', [{ id: 'strip-1', title: 'A menu', image: featured!, link: '/portfolio' }]);
    await insertItems(t.db, 'team', [
      { id: 'meher', name: 'Meher', title: 'Illustrator', image: member!, bio: 'Paints.' },
    ]);
    await sweep(start);
    expect((await sweep(at(2 * ORPHAN_GRACE_MS))).deleted).toEqual([]);
    for (const h of [featured!, member!]) expect(await store.has(`images/${h}/original.webp`)).toBe(true);
  });

  it('keeps a file referenced again before the sweep, and gives it a fresh grace period if dropped again', async () => {
    const h = hash(7);
    await put(...imageFiles(h));
    await recordImage(h);
    await sweep(start); // marked: nothing names it
    const collectionId = await insertCollection(t.db);
    // The designer puts the old image back a couple of hours later.
    await t.db
      .updateTable('collections')
      .set({ gallery: JSON.stringify([h]) })
      .where('id', '=', collectionId)
      .execute();

    expect((await sweep(at(ORPHAN_GRACE_MS + HOUR_MS))).deleted).toEqual([]);
    expect(await store.has(`images/${h}/original.webp`)).toBe(true);

    // Taken out again: the day counts from now, not from the first time.
    await t.db
      .updateTable('collections')
      .set({ gallery: JSON.stringify([]) })
      .where('id', '=', collectionId)
      .execute();
    await sweep(at(ORPHAN_GRACE_MS + 2 * HOUR_MS));
    expect((await sweep(at(ORPHAN_GRACE_MS + 3 * HOUR_MS))).deleted).toEqual([]);
    expect((await sweep(at(2 * ORPHAN_GRACE_MS + 2 * HOUR_MS))).deleted.sort()).toEqual(imageFiles(h).sort());
  });

  it('keeps a file that gains a reference while the sweep is listing the store', async () => {
    const h = hash(6);
    await put(...imageFiles(h));
    await sweep(start);
    const collectionId = await insertCollection(t.db);
    // The reference appears between the sweep's first look and its deletion: its store listing is slow.
    const list = store.list.bind(store);
    const slowStore: FileStore = {
      ...store,
      list: async (prefix) => {
        const keys = await list(prefix);
        if (prefix === 'templates/') {
          await t.db.updateTable('collections').set({ image: h }).where('id', '=', collectionId).execute();
        }
        return keys;
      },
    };
    const { deleted } = await sweepOrphanFiles({ db: t.db, files: slowStore }, { now: at(ORPHAN_GRACE_MS) });
    expect(deleted).toEqual([]);
    expect(await store.has(`images/${h}/original.webp`)).toBe(true);
  });

  it('is harmless run twice at once, as by two servers', async () => {
    const h = hash(5);
    await put(...imageFiles(h));
    await Promise.all([sweep(start), sweep(start)]);
    const results = await Promise.all([sweep(at(ORPHAN_GRACE_MS)), sweep(at(ORPHAN_GRACE_MS))]);
    expect(results.some((result) => result.deleted.length === 2)).toBe(true);
    expect(await store.list('images/')).toEqual([]);
  });

  it('gives one server of several the turn to sweep, once every six hours', async () => {
    expect(SIX_HOURS_MS).toBe(21_600_000);
    expect(SWEEP_INTERVAL_MS).toBe(SIX_HOURS_MS);
    const first = await Promise.all([takeSweepTurn(t.db, start), takeSweepTurn(t.db, start)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await takeSweepTurn(t.db, at(SWEEP_INTERVAL_MS - HOUR_MS))).toBe(false);
    const later = await Promise.all([
      takeSweepTurn(t.db, at(SWEEP_INTERVAL_MS)),
      takeSweepTurn(t.db, at(SWEEP_INTERVAL_MS)),
    ]);
    expect(later.filter(Boolean)).toHaveLength(1);
  });
});
