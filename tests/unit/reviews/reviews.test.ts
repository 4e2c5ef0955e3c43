import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wrapPage } from '~/.server/db/paging';
import { listFeaturedTestimonials, listPublishedTestimonials } from '~/.server/reviews/testimonials';
import { insertTestimonial } from '../support/fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe('wrapPage', () => {
  it('wraps in both directions', () => {
    expect(wrapPage(0, 3)).toBe(3);
    expect(wrapPage(4, 3)).toBe(1);
    expect(wrapPage(-1, 3)).toBe(2);
    expect(wrapPage(2, 3)).toBe(2);
    expect(wrapPage(5, 1)).toBe(1);
    expect(wrapPage(1, 0)).toBe(1);
  });
});

describe.each(engines)('reviews on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  it('shows only published reviews, newest first, three a page', async () => {
    for (let day = 1; day <= 7; day++) {
      await insertTestimonial(t.db, { name: `R${day}`, createdAt: `2026-05-0${day}T12:00:00.000Z` });
    }
    await insertTestimonial(t.db, { name: 'Pending', createdAt: '2026-06-01T12:00:00.000Z', status: 'pending' });
    await insertTestimonial(t.db, { name: 'Rejected', createdAt: '2026-06-02T12:00:00.000Z', status: 'rejected' });

    const first = await listPublishedTestimonials(t.db, 1);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 7 });
    expect(first.items.map((r) => r.name)).toEqual(['R7', 'R6', 'R5']);
    expect((await listPublishedTestimonials(t.db, 3)).items.map((r) => r.name)).toEqual(['R1']);
    expect((await listPublishedTestimonials(t.db, 0)).page).toBe(3);
    expect((await listPublishedTestimonials(t.db, 4)).items.map((r) => r.name)).toEqual(['R7', 'R6', 'R5']);
  });

  it('answers an empty first page when there are none', async () => {
    expect(await listPublishedTestimonials(t.db, 2)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('features only published, featured reviews for the home page', async () => {
    await insertTestimonial(t.db, { name: 'Featured old', createdAt: '2026-01-01T00:00:00.000Z', featured: true });
    await insertTestimonial(t.db, { name: 'Featured new', createdAt: '2026-02-01T00:00:00.000Z', featured: true });
    await insertTestimonial(t.db, {
      name: 'Featured pending',
      createdAt: '2026-03-01T00:00:00.000Z',
      featured: true,
      status: 'pending',
    });
    await insertTestimonial(t.db, { name: 'Plain', createdAt: '2026-04-01T00:00:00.000Z' });
    const featured = await listFeaturedTestimonials(t.db, 2);
    expect(featured.map((r) => r.name)).toEqual(['Featured new', 'Featured old']);
    expect(featured[0]).toMatchObject({
      isFeatured: true,
      status: 'published',
      company: null,
      imageUrl: null,
      rating: 5,
    });
  });
});
