import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The designer replaces a collection's template files with her own (/admin/collections/:id/templates):
 * each collection_files row gets a version, raised by every replacement, so an upload from a stale
 * page is refused rather than put over someone else's, and `uploaded_at` (null: the generated
 * file). `orphan_files` is the sweep's memory (app/.server/storage/sweep.ts): a stored file that
 * nothing references, and when the sweep first found it so; it goes once that is old enough.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('collection_files')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('collection_files').addColumn('uploaded_at', t.timestamp).execute();
  await db.schema
    .createTable('orphan_files')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('first_seen_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('orphan_files').execute();
  await db.schema.alterTable('collection_files').dropColumn('uploaded_at').execute();
  await db.schema.alterTable('collection_files').dropColumn('version').execute();
}
