import type { LoaderFunctionArgs } from '@remix-run/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS_PAGE_SIZE, listPublishedCollections } from '~/.server/collections/collections';
import { listPortfolioItems, PORTFOLIO_PAGE_SIZE } from '~/.server/portfolio/pages';
import { listSearch, pageHrefs } from '~/components/storefront/category-filter';
import { pagedTitle } from '~/components/storefront/pager';
import { loader as collectionsLoader } from '~/routes/shop/collections';
import { loader as portfolioLoader } from '~/routes/portfolio/portfolio';
import { insertCollection, insertPortfolioItem } from '~/../tests/unit/support/fixtures';
import { testContext, testServices } from '~/../tests/unit/support/services';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

describe('a list page’s links', () => {
  it('keep the category, leave out page 1 and the ends', () => {
    expect(pageHrefs('/collections', null, 1, 3)).toEqual({ previousHref: null, nextHref: '/collections?page=2' });
    expect(pageHrefs('/collections', null, 2, 3)).toEqual({
      previousHref: '/collections',
      nextHref: '/collections?page=3',
    });
    expect(pageHrefs('/portfolio', 'Baby Shower', 3, 3)).toEqual({
      previousHref: '/portfolio?category=Baby+Shower&page=2',
      nextHref: null,
    });
    expect(pageHrefs('/portfolio', null, 1, 1)).toEqual({ previousHref: null, nextHref: null });
    expect(listSearch('Floral', 1)).toBe('?category=Floral');
    expect(listSearch(null, 4)).toBe('?page=4');
  });

  it('give page 2 on a title of its own', () => {
    expect(pagedTitle('Our Portfolio', 1)).toBe('Our Portfolio');
    expect(pagedTitle('Our Portfolio', undefined)).toBe('Our Portfolio');
    expect(pagedTitle('Our Portfolio', 2)).toBe('Our Portfolio — page 2');
  });
});

describe.each(engines)('the shop and the portfolio, a page at a time, on %s', (engine) => {
  let t: TestDb;
  const floral = COLLECTIONS_PAGE_SIZE + 3;
  const rustic = 4;
  beforeEach(async () => {
    t = await createTestDb(engine);
    for (let i = 1; i <= floral; i++) await insertCollection(t.db, { title: `Floral ${i}`, sortOrder: i });
    for (let i = 1; i <= rustic; i++) {
      await insertCollection(t.db, { title: `Rustic ${i}`, category: 'Rustic', sortOrder: 100 + i });
    }
    await insertCollection(t.db, { title: 'Draft', published: false, sortOrder: 0 });
    for (let i = 1; i <= PORTFOLIO_PAGE_SIZE + 2; i++) {
      const day = String(i).padStart(2, '0');
      await insertPortfolioItem(t.db, {
        title: `Wedding ${i}`,
        category: 'Wedding',
        createdAt: `2026-01-${day}T10:00:00Z`,
      });
    }
    await insertPortfolioItem(t.db, { title: 'Birthday', category: 'Birthday', createdAt: '2025-06-01T10:00:00Z' });
  });
  afterEach(() => t.destroy());

  interface ListAnswer {
    page: number;
    pageCount: number;
    total: number;
    category: string | null;
    collections?: Array<{ title: string }>;
    items?: Array<{ title: string }>;
  }
  const load = async (loader: typeof collectionsLoader | typeof portfolioLoader, url: string) =>
    (await loader({
      request: new Request(`http://127.0.0.1${url}`),
      context: testContext(testServices(t)),
      params: {},
    } as LoaderFunctionArgs)) as ListAnswer;

  it('counts pages over the published collections and shows each page in the designer’s order', async () => {
    const all = floral + rustic;
    const first = await listPublishedCollections(t.db);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: all });
    expect(first.items.map((c) => c.title)).toEqual(
      Array.from({ length: COLLECTIONS_PAGE_SIZE }, (_, i) => `Floral ${i + 1}`),
    );
    const second = await listPublishedCollections(t.db, { page: 2 });
    expect(second.items.map((c) => c.title)).toEqual([
      'Floral 13',
      'Floral 14',
      'Floral 15',
      ...['1', '2', '3', '4'].map((n) => `Rustic ${n}`),
    ]);
  });

  it('pages within a category', async () => {
    const rusticPage = await listPublishedCollections(t.db, { category: 'Rustic', page: 2 });
    expect(rusticPage).toMatchObject({ page: 1, pageCount: 1, total: rustic });
    const floralSecond = await listPublishedCollections(t.db, { category: 'Floral', page: 2 });
    expect(floralSecond).toMatchObject({ page: 2, pageCount: 2, total: floral });
    expect(floralSecond.items.map((c) => c.title)).toEqual(['Floral 13', 'Floral 14', 'Floral 15']);
    const weddings = await listPortfolioItems(t.db, { category: 'Wedding', page: 2 });
    expect(weddings).toMatchObject({ page: 2, pageCount: 2, total: PORTFOLIO_PAGE_SIZE + 2 });
    // Newest first: the oldest two weddings are on the second page.
    expect(weddings.items.map((i) => i.title)).toEqual(['Wedding 2', 'Wedding 1']);
  });

  it.each([
    ['?page=2', 2],
    ['?page=99', 2],
    ['?page=0', 1],
    ['?page=-3', 1],
    ['?page=1.5', 1],
    ['?page=abc', 1],
    ['?page=99999999999999999999', 1],
    ['?page=2&page=1', 2],
  ])('/collections%s shows page %i, never an error', async (search, page) => {
    const answer = await load(collectionsLoader, `/collections${search}`);
    expect(answer).toMatchObject({ page, pageCount: 2 });
    expect(answer.collections!.length).toBe(
      page === 1 ? COLLECTIONS_PAGE_SIZE : floral + rustic - COLLECTIONS_PAGE_SIZE,
    );
  });

  it('the portfolio’s page keeps its category; a page past a small category’s end shows its last', async () => {
    const second = await load(portfolioLoader, '/portfolio?page=2');
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: PORTFOLIO_PAGE_SIZE + 3, category: null });
    expect(second.items!.map((i) => i.title)).toEqual(['Wedding 2', 'Wedding 1', 'Birthday']);
    const birthday = await load(portfolioLoader, '/portfolio?category=Birthday&page=5');
    expect(birthday).toMatchObject({ page: 1, pageCount: 1, total: 1, category: 'Birthday' });
    expect(birthday.items!.map((i) => i.title)).toEqual(['Birthday']);
  });
});
