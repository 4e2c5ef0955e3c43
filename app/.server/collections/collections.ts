import type { Db } from '~/.server/db/connection';
import type { CollectionRow } from '~/.server/db/schema';
import { COLLECTION_CATEGORIES } from '~/lib/categories';
import { MAX_RELATED } from '~/schemas/collection';
import { pageOf, type ListPage } from '~/.server/db/paging';
import { fromJson, toBool, toIso } from '~/.server/db/values';

export { COLLECTION_CATEGORIES };

export const COLLECTION_INCLUDES = { templates: 5, formats: ['PDF', 'JPG'], supportDays: 30 } as const;

export interface CollectionSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  priceCents: number;
  image: string;
}

export interface Collection extends CollectionSummary {
  longDescription: string;
  gallery: string[];
  features: string[];
  customizationOptions: string[];
  relatedIds: number[];
  isPublished: boolean;
  isFeatured: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

const summaryColumns = ['id', 'slug', 'title', 'description', 'category', 'price_cents', 'image'] as const;

function toSummary(row: Pick<CollectionRow, (typeof summaryColumns)[number]>): CollectionSummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    priceCents: Number(row.price_cents),
    image: row.image,
  };
}

export function toCollection(row: CollectionRow): Collection {
  return {
    ...toSummary(row),
    longDescription: row.long_description,
    gallery: fromJson<string[]>(row.gallery),
    features: fromJson<string[]>(row.features),
    customizationOptions: fromJson<string[]>(row.customization_options),
    relatedIds: fromJson<number[]>(row.related_ids),
    isPublished: toBool(row.is_published),
    isFeatured: toBool(row.is_featured),
    sortOrder: Number(row.sort_order),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Four rows of three on a wide screen. */
export const COLLECTIONS_PAGE_SIZE = 12;

/*
 * Each query is built in one place so tests/unit/collections/list-query-plans.test.ts can check each engine
 * runs it from an index, never a scan plus a sort: the pages stay fast with thousands of collections.
 */

const publishedCollections = (db: Db, category: string | null) => {
  const query = db.selectFrom('collections').where('is_published', '=', true);
  return category ? query.where('category', '=', category) : query;
};

/** Counted in the index. */
export const publishedCollectionsCountQuery = (db: Db, category: string | null) =>
  publishedCollections(db, category).select((eb) => eb.fn.countAll<string | number>().as('count'));

export const publishedCollectionsPageQuery = (
  db: Db,
  category: string | null,
  slice: { limit: number; offset: number },
) =>
  publishedCollections(db, category)
    .select(summaryColumns)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(slice.limit)
    .offset(slice.offset);

/** Read from the index, not the rows. */
export const publishedCategoriesQuery = (db: Db) =>
  publishedCollections(db, null).select('category').distinct().orderBy('category');

export const featuredCollectionsQuery = (db: Db, limit: number) =>
  publishedCollections(db, null)
    .where('is_featured', '=', true)
    .select(summaryColumns)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit);

/** The caller keeps the published ones: filtering here makes SQLite read an index's published range, not the keys. */
export const relatedCollectionsQuery = (db: Db, ids: number[]) =>
  db
    .selectFrom('collections')
    .select([...summaryColumns, 'is_published'])
    .where('id', 'in', ids);

/** A page past the end shows the last one; any other nonsense the first. */
export async function listPublishedCollections(
  db: Db,
  options: { category?: string | null; page?: number; pageSize?: number } = {},
): Promise<ListPage<CollectionSummary>> {
  const category = options.category || null;
  const { count } = await publishedCollectionsCountQuery(db, category).executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset, limit } = pageOf(
    total,
    options.page ?? 1,
    options.pageSize ?? COLLECTIONS_PAGE_SIZE,
  );
  const rows = total ? await publishedCollectionsPageQuery(db, category, { limit, offset }).execute() : [];
  return { items: rows.map(toSummary), page, pageCount, total };
}

/** In the shop's canonical order. */
export async function listPublishedCategories(db: Db): Promise<string[]> {
  const rows = await publishedCategoriesQuery(db).execute();
  const present = new Set(rows.map((r) => r.category));
  const known: string[] = COLLECTION_CATEGORIES.filter((c) => present.has(c));
  const others = [...present].filter((c) => !known.includes(c)).sort();
  return [...known, ...others];
}

export async function listFeaturedCollections(db: Db, limit = 3): Promise<CollectionSummary[]> {
  const rows = await featuredCollectionsQuery(db, limit).execute();
  return rows.map(toSummary);
}

/** `preview` (an admin looking at a draft or an archived one) finds it whatever its state. */
export async function getPublishedCollection(
  db: Db,
  id: number,
  { preview = false }: { preview?: boolean } = {},
): Promise<{ collection: Collection; related: CollectionSummary[] } | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  let query = db.selectFrom('collections').selectAll().where('id', '=', id);
  if (!preview) query = query.where('is_published', '=', true);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const collection = toCollection(row);
  // The form allows MAX_RELATED; a row edited some other way is read no further than that.
  const relatedIds = collection.relatedIds
    .filter((relatedId) => Number.isSafeInteger(relatedId) && relatedId !== collection.id)
    .slice(0, MAX_RELATED);
  const rows = relatedIds.length ? await relatedCollectionsQuery(db, relatedIds).execute() : [];
  const relatedRows = rows.filter((row) => toBool(row.is_published));
  const byId = new Map(relatedRows.map((r) => [Number(r.id), toSummary(r)]));
  const related = relatedIds.flatMap((relatedId) => byId.get(relatedId) ?? []);
  return { collection, related };
}
