import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The image pipeline (app/.server/images): one row per stored image, named by the sha256 of its
 * normalised bytes, with the size of that normalised original (its variants' widths and every
 * page's width/height attributes follow from it). No alt text: that belongs to the content that
 * shows the image. `image_sources` maps a static file of the site's own artwork (public/images/…,
 * the paths the seeded content names) to the image it was ingested as, and the file's own hash,
 * so a second start ingests only what changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('images')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('has_alpha', t.bool, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('image_sources')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('image_hash', 'text', (c) => c.notNull().references('images.hash'))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('image_sources').execute();
  await db.schema.dropTable('images').execute();
}
