import type { Db } from './db/connection';
import type { CollectionRow } from './db/schema';
import { COLLECTION_CATEGORIES } from '~/lib/categories';
import { fromJson, toBool, toIso } from './db/values';

export { COLLECTION_CATEGORIES };

/** What every collection includes (spec section 9). */
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

/** Published collections for the shop, optionally of one category, in the designer's order. */
export async function listPublishedCollections(
  db: Db,
  options: { category?: string } = {},
): Promise<CollectionSummary[]> {
  let query = db.selectFrom('collections').select(summaryColumns).where('is_published', '=', true);
  if (options.category) query = query.where('category', '=', options.category);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map(toSummary);
}

/** Categories that have at least one published collection, in the shop's canonical order. */
export async function listPublishedCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('collections')
    .select('category')
    .distinct()
    .where('is_published', '=', true)
    .execute();
  const present = new Set(rows.map((r) => r.category));
  const known: string[] = COLLECTION_CATEGORIES.filter((c) => present.has(c));
  const others = [...present].filter((c) => !known.includes(c)).sort();
  return [...known, ...others];
}

/** Featured published collections for the home page. */
export async function listFeaturedCollections(db: Db, limit = 3): Promise<CollectionSummary[]> {
  const rows = await db
    .selectFrom('collections')
    .select(summaryColumns)
    .where('is_published', '=', true)
    .where('is_featured', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/**
 * One published collection with its related published collections; null when unknown or
 * unpublished. `preview` (an admin looking at a draft or an archived one) finds it whatever its state.
 */
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
  const relatedIds = collection.relatedIds.filter((relatedId) => relatedId !== collection.id);
  const relatedRows = relatedIds.length
    ? await db
        .selectFrom('collections')
        .select(summaryColumns)
        .where('id', 'in', relatedIds)
        .where('is_published', '=', true)
        .execute()
    : [];
  const byId = new Map(relatedRows.map((r) => [Number(r.id), toSummary(r)]));
  const related = relatedIds.flatMap((relatedId) => byId.get(relatedId) ?? []);
  return { collection, related };
}
