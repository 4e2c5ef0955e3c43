import type { Kysely } from 'kysely';

/**
 * Indexes for the public lists as the catalogue grows (issue 14): each list page reads one slice
 * in its own order, its count and its categories from an index, never scanning the table and
 * sorting it. Every index ends in `id`, the lists' tie-break, so PostgreSQL needs no sort either
 * (SQLite's indexes carry the rowid already). They replace the three narrower ones of 0001, each a
 * prefix of a new one. tests/unit/collections/list-query-plans.test.ts checks the plans on both engines.
 */
const INDEXES: Array<{ name: string; table: string; columns: string[] }> = [
  // The shop, all categories and one category; the home page's featured collections.
  { name: 'collections_shop', table: 'collections', columns: ['is_published', 'sort_order', 'id'] },
  {
    name: 'collections_shop_category',
    table: 'collections',
    columns: ['is_published', 'category', 'sort_order', 'id'],
  },
  {
    name: 'collections_featured',
    table: 'collections',
    columns: ['is_published', 'is_featured', 'sort_order', 'id'],
  },
  // The portfolio, newest first, all and one category (its categories read from the latter).
  { name: 'portfolio_items_newest', table: 'portfolio_items', columns: ['created_at', 'id'] },
  { name: 'portfolio_items_category', table: 'portfolio_items', columns: ['category', 'created_at', 'id'] },
  // Published reviews, newest first; the featured ones for the home page.
  { name: 'testimonials_newest', table: 'testimonials', columns: ['status', 'created_at', 'id'] },
  {
    name: 'testimonials_featured',
    table: 'testimonials',
    columns: ['status', 'is_featured', 'created_at', 'id'],
  },
];

const REPLACED = [
  { name: 'collections_listing', table: 'collections', columns: ['is_published', 'sort_order'] },
  { name: 'portfolio_items_created', table: 'portfolio_items', columns: ['created_at'] },
  { name: 'testimonials_public', table: 'testimonials', columns: ['status', 'created_at'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  for (const index of REPLACED) await db.schema.dropIndex(index.name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of REPLACED) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
}
