import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The couple's designs rendered at payment (issue 13): one job per paid order whose collections
 * have slot templates (`design_renders`, claimed and retried like the outbox), and the files it
 * made (`design_render_files`: per collection and piece, a print PDF and a JPG, plus the phone
 * story). The files are written only together with the job's 'done', so a row always names a
 * stored file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('design_renders')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('claimed_at', t.timestamp)
    .addColumn('finished_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('design_renders_due')
    .on('design_renders')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('design_render_files')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('collection_id', 'integer', (c) => c.notNull())
    .addColumn('piece', 'text', (c) => c.notNull())
    .addColumn('template_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('pdf', 'jpg')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('design_render_files_name_unique', ['order_id', 'collection_id', 'file_name'])
    .execute();
  await db.schema.createIndex('design_render_files_order').on('design_render_files').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('design_render_files').execute();
  await db.schema.dropTable('design_renders').execute();
}
