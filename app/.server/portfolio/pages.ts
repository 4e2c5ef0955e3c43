import type { Db } from '../db/connection';
import type { PortfolioItemRow } from '../db/schema';
import { pageOf, type ListPage } from '../db/paging';
import { toIso } from '../db/values';

export interface PortfolioItem {
  id: number;
  title: string;
  description: string;
  image: string;
  category: string;
  createdAt: string;
}

function toItem(row: PortfolioItemRow): PortfolioItem {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    image: row.image,
    category: row.category,
    createdAt: toIso(row.created_at),
  };
}

/** Four rows of three on a wide screen. */
export const PORTFOLIO_PAGE_SIZE = 12;

/* Each query is built in one place so tests/unit/collections/list-query-plans.test.ts can check it runs from an index. */

const portfolioItems = (db: Db, category: string | null) => {
  const query = db.selectFrom('portfolio_items');
  return category ? query.where('category', '=', category) : query;
};

/** Counted in the index. */
export const portfolioCountQuery = (db: Db, category: string | null) =>
  portfolioItems(db, category).select((eb) => eb.fn.countAll<string | number>().as('count'));

export const portfolioPageQuery = (db: Db, category: string | null, slice: { limit: number; offset: number }) =>
  portfolioItems(db, category)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset);

/** Read from the index, not the rows. */
export const portfolioCategoriesQuery = (db: Db) =>
  db.selectFrom('portfolio_items').select('category').distinct().orderBy('category');

/** A page past the end shows the last one; any other nonsense the first. */
export async function listPortfolioItems(
  db: Db,
  options: { category?: string | null; page?: number; pageSize?: number } = {},
): Promise<ListPage<PortfolioItem>> {
  const category = options.category || null;
  const { count } = await portfolioCountQuery(db, category).executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset, limit } = pageOf(total, options.page ?? 1, options.pageSize ?? PORTFOLIO_PAGE_SIZE);
  const rows = total ? await portfolioPageQuery(db, category, { limit, offset }).execute() : [];
  return { items: rows.map(toItem), page, pageCount, total };
}

export async function listPortfolioCategories(db: Db): Promise<string[]> {
  const rows = await portfolioCategoriesQuery(db).execute();
  return rows.map((r) => r.category);
}

export async function getPortfolioItem(db: Db, id: number): Promise<PortfolioItem | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db.selectFrom('portfolio_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
}
