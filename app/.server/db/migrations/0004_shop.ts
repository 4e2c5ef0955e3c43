import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The shop: each collection's downloadable files, orders with the lines copied at the moment of
 * purchase, and the payment provider's events already handled (so a repeated webhook changes
 * nothing twice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('collection_files')
    .addColumn('id', 'integer', id)
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('pdf', 'jpg')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('collection_files_name_unique', ['collection_id', 'file_name'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'cancelled', 'refunded')`),
    )
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('test', 'stripe')`))
    .addColumn('is_test', t.bool, (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.unique())
    .addColumn('checkout_url', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('couple_names', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_downloaded_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('paid_at', t.timestamp)
    .addColumn('cancelled_at', t.timestamp)
    .execute();
  // One live order per idempotency key; a cancelled (declined, abandoned) one frees its key, so
  // paying again for the same cart and details makes a fresh order.
  await db.schema
    .createIndex('orders_live_idempotency_key')
    .on('orders')
    .column('idempotency_key')
    .unique()
    .where(sql.ref('status'), '<>', sql.lit('cancelled'))
    .execute();
  await db.schema.createIndex('orders_email').on('orders').column('email').execute();
  await db.schema.createIndex('orders_profile').on('orders').column('profile_id').execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 10`))
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('received_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payment_events', 'order_items', 'orders', 'collection_files']) {
    await db.schema.dropTable(table).execute();
  }
}
