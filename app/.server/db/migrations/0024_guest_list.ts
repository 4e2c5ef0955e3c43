import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The guest list (app/.server/guest-list/): a party's side (the bride's, the groom's, both; null
 * when not said) and its group ("college friends"), to filter the list, the counts and the sending;
 * and a guest list file read and waiting for the couple to confirm it (its plan: the rows to add,
 * the rows refused and why, the likely duplicates), imported once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();
  await db.schema.alterTable('parties').addColumn('side', 'text').execute();
  await db.schema
    .alterTable('parties')
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('guest_imports')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('invitation_sites.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('imported_at', t.timestamp)
    .addColumn('added', 'integer')
    .execute();
  await db.schema.createIndex('guest_imports_site').on('guest_imports').column('site_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_imports').execute();
  await db.schema.alterTable('parties').dropColumn('group_name').execute();
  await db.schema.alterTable('parties').dropColumn('side').execute();
}
