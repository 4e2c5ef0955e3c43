import type { ExpressionBuilder } from 'kysely';
import type { CollectionFilter } from '~/schemas/content-list';
import type { Db } from '~/.server/db/connection';
import type { Database } from '~/.server/db/schema';
import { pageOf, searchColumns } from '~/.server/db/admin-lists';
import { toCollection, type Collection } from './collections';
import { toBool, toIso } from '~/.server/db/values';

export type CollectionStatusFilter = CollectionFilter;

export interface AdminCollectionSummary {
  id: number;
  title: string;
  category: string;
  priceCents: number;
  image: string;
  isPublished: boolean;
  isFeatured: boolean;
  archivedAt: string | null;
  orderCount: number;
  version: number;
}

export interface AdminCollectionPage {
  items: AdminCollectionSummary[];
  page: number;
  pageCount: number;
  total: number;
}

export interface EditableCollection extends Collection {
  archivedAt: string | null;
  orderCount: number;
  version: number;
}

function byStatus(status: CollectionStatusFilter) {
  return (eb: ExpressionBuilder<Database, 'collections'>) => {
    switch (status) {
      case 'published':
        return eb.and([eb('is_published', '=', true), eb('archived_at', 'is', null)]);
      case 'draft':
        return eb.and([eb('is_published', '=', false), eb('archived_at', 'is', null)]);
      case 'featured':
        return eb.and([eb('is_featured', '=', true), eb('archived_at', 'is', null)]);
      case 'archived':
        return eb('archived_at', 'is not', null);
      default:
        return eb.lit(true);
    }
  };
}

const baseQuery = (db: Db) => db.selectFrom('collections');

/** An order with two of its lines counts once. */
async function orderCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select((eb) => ['collection_id', eb.fn.count<string | number>('order_id').distinct().as('orders')])
    .where('collection_id', 'in', ids)
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.collection_id), Number(row.orders)]));
}

/** In the shop's order (archived last), searched in title and description. */
export async function listCollectionsForAdmin(
  db: Db,
  query: { status: CollectionStatusFilter; q: string; page: number },
): Promise<AdminCollectionPage> {
  const search = searchColumns(['title', 'description'], query.q);
  const { count } = await baseQuery(db)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(byStatus(query.status))
    .where(search)
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset, limit } = pageOf(total, query.page);
  const rows = await baseQuery(db)
    .select([
      'id',
      'title',
      'category',
      'price_cents',
      'image',
      'is_published',
      'is_featured',
      'archived_at',
      'version',
    ])
    .where(byStatus(query.status))
    .where(search)
    .orderBy((eb) => eb.case().when('archived_at', 'is', null).then(0).else(1).end())
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const counts = await orderCounts(
    db,
    rows.map((row) => Number(row.id)),
  );
  const items = rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    category: row.category,
    priceCents: Number(row.price_cents),
    image: row.image,
    isPublished: toBool(row.is_published),
    isFeatured: toBool(row.is_featured),
    archivedAt: row.archived_at === null ? null : toIso(row.archived_at),
    orderCount: counts.get(Number(row.id)) ?? 0,
    version: Number(row.version),
  }));
  return { items, page, pageCount, total };
}

export async function getCollectionForEdit(db: Db, id: number): Promise<EditableCollection | null> {
  const row = await db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const counts = await orderCounts(db, [id]);
  return {
    ...toCollection(row),
    archivedAt: row.archived_at === null ? null : toIso(row.archived_at),
    orderCount: counts.get(id) ?? 0,
    version: Number(row.version),
  };
}

/** The edit form's "related" checkboxes: every collection not archived. */
export async function listRelatedChoices(db: Db, exceptId?: number): Promise<{ id: number; title: string }[]> {
  let query = db.selectFrom('collections').select(['id', 'title']).where('archived_at', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title }));
}
