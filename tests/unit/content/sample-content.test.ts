import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getPublishedCollection,
  listPublishedCategories,
  listPublishedCollections,
} from '~/.server/collections/collections';
import { getAboutContent, getHomeContent, getLegalPage, getStoredContent, saveContent } from '~/.server/content/pages';
import { listPortfolioCategories, listPortfolioItems } from '~/.server/portfolio/pages';
import { listFeaturedTestimonials, listPublishedTestimonials } from '~/.server/reviews/testimonials';
import { loadSampleContentOnce } from '~/.server/db/seed';
import * as sample from '~/.server/db/sample-content';
import { insertCollection } from '../support/fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('sample content on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  it('fills an empty database with the shop, portfolio, reviews and pages', async () => {
    expect(await loadSampleContentOnce(t.db)).toBe(true);

    const collections = (await listPublishedCollections(t.db)).items;
    expect(collections).toHaveLength(6);
    expect(await listPublishedCategories(t.db)).toEqual([
      'Floral',
      'Minimalist',
      'Rustic',
      'Vintage',
      'Bohemian',
      'Classic',
    ]);
    expect(collections.map((c) => c.priceCents).sort()).toEqual([2999, 3499, 3699, 3999, 3999, 4499]);
    for (const summary of collections) {
      const detail = await getPublishedCollection(t.db, summary.id);
      expect(detail?.collection.gallery).toHaveLength(3);
      expect(detail?.collection.features.length).toBeGreaterThan(0);
      expect(detail?.collection.customizationOptions.length).toBeGreaterThan(0);
      expect(detail?.related.length).toBeGreaterThan(0);
    }

    expect((await listPortfolioItems(t.db)).items.length).toBeGreaterThanOrEqual(9);
    expect(await listPortfolioCategories(t.db)).toEqual(['Baby Shower', 'Birthday', 'Wedding']);
    const reviews = await listPublishedTestimonials(t.db, 1);
    expect(reviews.total).toBeGreaterThanOrEqual(7);
    expect(await listFeaturedTestimonials(t.db, 2)).toHaveLength(2);

    const home = await getHomeContent(t.db);
    expect(home.heroHeading).toBe('Exquisite Digital Wedding Invitations');
    expect(home.featuredItems).toHaveLength(5);
    const about = await getAboutContent(t.db);
    expect(about.founderBio).toMatch(/2021/);
    expect(about.founderBio).toMatch(/over 4 years/);
    expect(about.teamMembers.length).toBeGreaterThan(0);
    expect((await getLegalPage(t.db, 'privacy')).page.body).toMatch(/^## What we collect$/m);
    expect((await getLegalPage(t.db, 'terms')).page.body).toMatch(/^## Refunds$/m);
  });

  it('loads only once and never overwrites or restores the designer’s edits', async () => {
    await loadSampleContentOnce(t.db);
    const [first] = (await listPublishedCollections(t.db)).items;
    await t.db
      .updateTable('collections')
      .set({ title: 'Renamed by the designer' })
      .where('id', '=', first!.id)
      .execute();
    await t.db.deleteFrom('testimonials').execute();
    const home = await getStoredContent(t.db, 'home');
    await saveContent(t.db, 'home', { ...home.value, heroHeading: 'Edited heading' }, home.version);

    expect(await loadSampleContentOnce(t.db)).toBe(false);
    expect(await loadSampleContentOnce(t.reopen())).toBe(false);

    expect((await listPublishedCollections(t.db)).items[0]?.title).toBe('Renamed by the designer');
    expect((await listPublishedCollections(t.db)).items).toHaveLength(6);
    expect((await listPublishedTestimonials(t.db, 1)).total).toBe(0);
    expect((await getHomeContent(t.db)).heroHeading).toBe('Edited heading');
  });

  it('leaves a database that already has collections alone, but still provides the pages', async () => {
    await insertCollection(t.db, { title: 'Made by hand' });
    expect(await loadSampleContentOnce(t.db)).toBe(true);
    expect((await listPublishedCollections(t.db)).items.map((c) => c.title)).toEqual(['Made by hand']);
    expect((await getHomeContent(t.db)).heroHeading).toBe('Exquisite Digital Wedding Invitations');
  });
});

describe('sample artwork', () => {
  const publicDir = path.resolve('public');
  const images = [
    ...sample.sampleCollections.flatMap((c) => sample.galleryOf(c.slug)),
    ...sample.samplePortfolio.map((p) => p.image),
    ...sample.sampleTestimonials.flatMap((r) => (r.imageUrl ? [r.imageUrl] : [])),
    sample.sampleHome.heroImage,
    sample.sampleHome.aboutImage,
    ...sample.sampleHome.featuredItems.map((i) => i.image),
    sample.sampleAbout.founderImage,
    ...sample.sampleAbout.teamMembers.map((m) => m.image),
  ];

  it.each(images)('%s is shipped in public/', (image) => {
    const file = path.join(publicDir, image);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).size).toBeGreaterThan(2_000);
  });
});
