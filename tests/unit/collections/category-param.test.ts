import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { categoryParam } from '~/.server/collections/category-param';
import { loader as collectionsLoader } from '~/routes/shop/collections';
import { loader as portfolioLoader } from '~/routes/portfolio/portfolio';
import { insertCollection, insertPortfolioItem } from '~/../tests/unit/support/fixtures';
import { testContext, testServices } from '~/../tests/unit/support/services';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

const request = (search: string) => new Request(`http://127.0.0.1/portfolio${search}`);

describe('the ?category= filter', () => {
  it.each([
    ['?category=Wedding', 'Wedding'],
    ['?category=Baby+Shower', 'Baby Shower'],
    ['?category=%20Wedding%20', 'Wedding'],
    ['', null],
    ['?category=', null],
    ['?category=a%00b', null],
    ['?category=a%0d%0ab', null],
    [`?category=${'a'.repeat(101)}`, null],
  ])('reads %j as %j', (search, category) => {
    expect(categoryParam(request(search))).toBe(category);
  });
});

describe.each(engines)('listing pages with a category no row can hold, on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
    await insertPortfolioItem(t.db, { title: 'A wedding', category: 'Wedding', createdAt: '2026-01-01T10:00:00.000Z' });
    await insertCollection(t.db, { title: 'Blush Peony Romance', category: 'Floral' });
  });
  afterEach(() => t.destroy());

  // PostgreSQL answers a NUL in a query parameter with an error: the page was a 500.
  it.each([
    ['/portfolio', portfolioLoader, 'items'],
    ['/collections', collectionsLoader, 'collections'],
  ] as const)('%s?category=a%%00b lists everything instead of failing', async (path, loader, list) => {
    const args = {
      request: new Request(`http://127.0.0.1${path}?category=a%00b`),
      context: testContext(testServices(t)),
      params: {},
    } as LoaderFunctionArgs;
    const page = (await loader(args)) as Record<string, unknown>;
    expect(page.category).toBeNull();
    expect(page[list]).toHaveLength(1);
  });
});
