import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPortfolioItem, listPortfolioCategories, listPortfolioItems } from '~/.server/portfolio/pages';
import { insertPortfolioItem } from '../support/fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('portfolio on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
    await insertPortfolioItem(t.db, {
      title: 'Old wedding',
      category: 'Wedding',
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    await insertPortfolioItem(t.db, {
      title: 'New birthday',
      category: 'Birthday',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    await insertPortfolioItem(t.db, {
      title: 'Mid wedding',
      category: 'Wedding',
      createdAt: '2026-02-01T10:00:00.000Z',
    });
  });
  afterEach(() => t.destroy());

  it('lists items newest first', async () => {
    expect((await listPortfolioItems(t.db)).items.map((i) => i.title)).toEqual([
      'New birthday',
      'Mid wedding',
      'Old wedding',
    ]);
  });

  it('filters by category and lists each distinct category once', async () => {
    expect((await listPortfolioItems(t.db, { category: 'Wedding' })).items.map((i) => i.title)).toEqual([
      'Mid wedding',
      'Old wedding',
    ]);
    expect((await listPortfolioItems(t.db, { category: 'Baby Shower' })).items).toEqual([]);
    expect(await listPortfolioCategories(t.db)).toEqual(['Birthday', 'Wedding']);
  });

  it('finds one item by id, with its timestamp in ISO form', async () => {
    const [first] = (await listPortfolioItems(t.db)).items;
    expect(await getPortfolioItem(t.db, first!.id)).toEqual({ ...first, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(await getPortfolioItem(t.db, 424242)).toBeNull();
  });
});
