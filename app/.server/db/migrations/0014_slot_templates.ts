import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The designer's own slot templates (issue 13): per collection and piece, the SVG she uploaded on
 * /admin/collections/:id/templates, sanitised, stored under its content hash
 * (`templates/<sha-256>.svg`). A piece without a row (or whose row's `storage_key` is null: she
 * removed her upload) uses the shop's built-in template for the collection's slug, if any.
 *
 * A row is kept when its upload is removed, so `version` only ever rises: a page that showed an
 * older state (another admin replaced or removed the file meanwhile) is always told, never put
 * over it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('collection_slot_templates')
    .addColumn('id', 'integer', id)
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('piece', 'text', (c) =>
      c.notNull().check(sql`piece in ('invitation', 'save-the-date', 'rsvp', 'details', 'thank-you')`),
    )
    .addColumn('file_name', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('byte_size', 'integer')
    .addColumn('uploaded_at', t.timestamp)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('collection_slot_templates_piece_unique', ['collection_id', 'piece'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_slot_templates').execute();
}
