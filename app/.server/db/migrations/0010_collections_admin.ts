import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The designer edits collections and portfolio items (/admin/collections, /admin/portfolio):
 * each row gets a version, raised by every change, so a save from a stale page is refused rather
 * than applied over someone else's. A collection with orders is never removed: `archived_at`
 * marks it gone from the shop (and unpublished) while its orders keep their lines and downloads.
 * order_items gets an index on collection_id: the admin list counts each collection's orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('collections')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('collections').addColumn('archived_at', t.timestamp).execute();
  await db.schema
    .alterTable('portfolio_items')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('order_items_collection').on('order_items').column('collection_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('order_items_collection').execute();
  await db.schema.alterTable('portfolio_items').dropColumn('version').execute();
  await db.schema.alterTable('collections').dropColumn('archived_at').execute();
  await db.schema.alterTable('collections').dropColumn('version').execute();
}
