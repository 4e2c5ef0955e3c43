import type { Kysely } from 'kysely';

/**
 * The brief gains what the invitations print besides the day: the time of the wedding, a closing
 * line ("Reception to follow") and the other events of the wedding (haldi, mehndi, sangeet…, each
 * with its date, time and venue), kept as a JSON list (app/lib/wedding-events.ts reads it back).
 * Orders placed before keep '' and '[]': their invitations print no time, closing line or events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('event_time', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('closing_line', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('events', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('events').execute();
  await db.schema.alterTable('orders').dropColumn('closing_line').execute();
  await db.schema.alterTable('orders').dropColumn('event_time').execute();
}
