import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The designer's studio: each paid order's fulfilment (a stage beside its payment status, a
 * version for the admin's optimistic check, its history), the proofs the designer sends and the
 * couple answers, the files of each proof, which e-mails are about which order, contact messages
 * read and handled, and page views counted per path and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .alterTable('orders')
    .addColumn('fulfilment', 'text', (c) =>
      c
        .notNull()
        .defaultTo('awaiting')
        .check(
          sql`fulfilment in ('awaiting', 'in_progress', 'proof_sent', 'revision_requested', 'approved', 'delivered')`,
        ),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('orders').addColumn('delivered_proof_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('delivered_at', t.timestamp).execute();
  await db.schema.alterTable('orders').addColumn('refunded_at', t.timestamp).execute();
  await db.schema.alterTable('orders').addColumn('refund_reference', 'text').execute();
  await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('proof_id', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute();

  await db.schema
    .createTable('proofs')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('sent')
        .check(sql`status in ('sent', 'approved', 'changes_requested', 'superseded')`),
    )
    .addColumn('response', 'text')
    .addColumn('responded_at', t.timestamp)
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('proofs_round_unique', ['order_id', 'round'])
    .execute();

  await db.schema
    .createTable('proof_files')
    .addColumn('id', 'integer', id)
    .addColumn('proof_id', 'integer', (c) => c.notNull().references('proofs.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('pdf', 'jpg', 'png')`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('proof_files_name_unique', ['proof_id', 'file_name'])
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('order_id', 'integer').execute();
  await db.schema.alterTable('mail_outbox').addColumn('kind', 'text').execute();
  await db.schema.createIndex('mail_outbox_order').on('mail_outbox').column('order_id').execute();

  await db.schema.alterTable('contact_messages').addColumn('read_at', t.timestamp).execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_at', t.timestamp).execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute();

  await db.schema
    .alterTable('testimonials')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('page_views')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('page_views_pk', ['day', 'path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').execute();
  await db.schema.alterTable('testimonials').dropColumn('version').execute();
  for (const column of ['handled_by', 'handled_at', 'read_at']) {
    await db.schema.alterTable('contact_messages').dropColumn(column).execute();
  }
  await db.schema.dropIndex('mail_outbox_order').execute();
  for (const column of ['kind', 'order_id']) await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  for (const table of ['proof_files', 'proofs', 'order_events']) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('orders_created_at').execute();
  for (const column of [
    'refund_reference',
    'refunded_at',
    'delivered_at',
    'delivered_proof_id',
    'version',
    'fulfilment',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
