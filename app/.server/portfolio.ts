import type { Db } from './db/connection';
import type { PortfolioItemRow } from './db/schema';
import { toIso } from './db/values';

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

/** Portfolio items, newest first, optionally of one category. */
export async function listPortfolioItems(db: Db, options: { category?: string } = {}): Promise<PortfolioItem[]> {
  let query = db.selectFrom('portfolio_items').selectAll();
  if (options.category) query = query.where('category', '=', options.category);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toItem);
}

/** Each distinct category found in the items, alphabetically. */
export async function listPortfolioCategories(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('portfolio_items').select('category').distinct().orderBy('category').execute();
  return rows.map((r) => r.category);
}

export async function getPortfolioItem(db: Db, id: number): Promise<PortfolioItem | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db.selectFrom('portfolio_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toItem(row) : null;
}
