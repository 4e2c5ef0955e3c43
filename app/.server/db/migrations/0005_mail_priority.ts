import type { Kysely } from 'kysely';

/**
 * Mail priority: sign-in codes and links (0) are sent before everything else (1), so a backlog of
 * contact or order mail never holds up someone who is waiting at the sign-in form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('mail_outbox_next').on('mail_outbox').columns(['status', 'priority', 'id']).execute();
}
