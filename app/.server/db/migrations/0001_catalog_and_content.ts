import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('long_description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('gallery', t.json, (c) => c.notNull().defaultTo(t.emptyList))
    .addColumn('features', t.json, (c) => c.notNull().defaultTo(t.emptyList))
    .addColumn('customization_options', t.json, (c) => c.notNull().defaultTo(t.emptyList))
    .addColumn('related_ids', t.json, (c) => c.notNull().defaultTo(t.emptyList))
    .addColumn('is_published', t.bool, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('is_featured', t.bool, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema
    .createIndex('collections_listing')
    .on('collections')
    .columns(['is_published', 'sort_order'])
    .execute();

  await db.schema
    .createTable('portfolio_items')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('portfolio_items_created').on('portfolio_items').column('created_at').execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('is_featured', t.bool, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'published', 'rejected')`),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('testimonials_public').on('testimonials').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('site_content')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', t.json, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_meta', 'site_content', 'testimonials', 'portfolio_items', 'collections']) {
    await db.schema.dropTable(table).execute();
  }
}
