import type { Kysely } from 'kysely';

/**
 * Where the picture's subject is, in percent of its width and height: a card or a phone's square
 * crops around it (CSS object-position). The middle until the designer sets it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('images')
    .addColumn('focus_x', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('images')
    .addColumn('focus_y', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('images').dropColumn('focus_y').execute();
  await db.schema.alterTable('images').dropColumn('focus_x').execute();
}
