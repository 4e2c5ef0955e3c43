import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Sending the invitation and following it (app/.server/guest-list/): per party when it was sent
 * (the WhatsApp tap, or the e-mail accepted by the mail server) and how, when a messenger's link
 * preview fetched its link (delivered), when a person first opened it, and whether it asked for no
 * more e-mail; an e-mail in the outbox may be about a party (so sending it marks the party sent)
 * and carry headers of its own (List-Unsubscribe); the reminders sent, one row per party and
 * reminder day, so none goes twice; the days before the deadline reminders go, per site; and an
 * event's details as guests were last told them, kept when its date, time or place changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const column of ['sent_at', 'delivered_at', 'opened_at', 'email_opt_out_at']) {
    await db.schema.alterTable('parties').addColumn(column, t.timestamp).execute();
  }
  await db.schema.alterTable('parties').addColumn('sent_by', 'text').execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('party_id', 'integer', (c) => c.references('parties.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  await db.schema.createIndex('mail_outbox_party').on('mail_outbox').column('party_id').execute();
  await db.schema
    .alterTable('invitation_sites')
    .addColumn('reminder_days', 'text', (c) => c.notNull().defaultTo('7,2'))
    .execute();
  await db.schema.alterTable('site_events').addColumn('told', 'text').execute();
  await db.schema
    .createTable('party_reminders')
    .addColumn('party_id', 'integer', (c) => c.notNull().references('parties.id').onDelete('cascade'))
    .addColumn('reminder_day', 'text', (c) => c.notNull())
    .addColumn('mail_id', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('party_reminders_pk', ['party_id', 'reminder_day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('party_reminders').execute();
  await db.schema.alterTable('site_events').dropColumn('told').execute();
  await db.schema.alterTable('invitation_sites').dropColumn('reminder_days').execute();
  await db.schema.dropIndex('mail_outbox_party').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('party_id').execute();
  for (const column of ['sent_by', 'email_opt_out_at', 'opened_at', 'delivered_at', 'sent_at']) {
    await db.schema.alterTable('parties').dropColumn(column).execute();
  }
}
