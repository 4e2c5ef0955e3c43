import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getPublishedCollection,
  listFeaturedCollections,
  listPublishedCategories,
  listPublishedCollections,
} from '~/.server/collections/collections';
import { insertCollection } from '~/../tests/unit/support/fixtures';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

describe.each(engines)('catalog on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  it('lists only published collections, in the designer’s order', async () => {
    await insertCollection(t.db, { title: 'Second', sortOrder: 2 });
    await insertCollection(t.db, { title: 'Hidden', published: false, sortOrder: 0 });
    await insertCollection(t.db, { title: 'First', sortOrder: 1 });
    const titles = (await listPublishedCollections(t.db)).items.map((c) => c.title);
    expect(titles).toEqual(['First', 'Second']);
  });

  it('filters by category and lists categories in the shop’s order', async () => {
    await insertCollection(t.db, { title: 'Rustic one', category: 'Rustic' });
    await insertCollection(t.db, { title: 'Floral one', category: 'Floral' });
    await insertCollection(t.db, { title: 'Vintage hidden', category: 'Vintage', published: false });
    expect((await listPublishedCollections(t.db, { category: 'Rustic' })).items.map((c) => c.title)).toEqual([
      'Rustic one',
    ]);
    expect((await listPublishedCollections(t.db, { category: 'Nope' })).items).toEqual([]);
    expect(await listPublishedCategories(t.db)).toEqual(['Floral', 'Rustic']);
  });

  it('returns prices in cents and the same shapes on every engine', async () => {
    const id = await insertCollection(t.db, { priceCents: 2999, featured: true });
    const found = await getPublishedCollection(t.db, id);
    expect(found?.collection).toMatchObject({
      id,
      priceCents: 2999,
      isPublished: true,
      isFeatured: true,
      gallery: [
        expect.stringMatching(/-1\.webp$/),
        expect.stringMatching(/-2\.webp$/),
        expect.stringMatching(/-3\.webp$/),
      ],
      features: ['Five templates'],
      customizationOptions: ['Names and dates'],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('gives related collections in their listed order, leaving out unpublished ones', async () => {
    const a = await insertCollection(t.db, { title: 'A' });
    const hidden = await insertCollection(t.db, { title: 'Hidden', published: false });
    const b = await insertCollection(t.db, { title: 'B' });
    const main = await insertCollection(t.db, { title: 'Main', relatedIds: [b, hidden, a] });
    const found = await getPublishedCollection(t.db, main);
    expect(found?.related.map((c) => c.title)).toEqual(['B', 'A']);
  });

  it('finds nothing for unknown, unpublished or nonsense ids', async () => {
    const hidden = await insertCollection(t.db, { published: false });
    expect(await getPublishedCollection(t.db, hidden)).toBeNull();
    expect(await getPublishedCollection(t.db, 99999)).toBeNull();
    expect(await getPublishedCollection(t.db, -1)).toBeNull();
    expect(await getPublishedCollection(t.db, Number.NaN)).toBeNull();
  });

  it('features only published, featured collections, at most the limit', async () => {
    for (let i = 1; i <= 4; i++) await insertCollection(t.db, { title: `F${i}`, featured: true, sortOrder: i });
    await insertCollection(t.db, { title: 'Featured but hidden', featured: true, published: false, sortOrder: 0 });
    await insertCollection(t.db, { title: 'Plain', sortOrder: 0 });
    expect((await listFeaturedCollections(t.db)).map((c) => c.title)).toEqual(['F1', 'F2', 'F3']);
  });
});
