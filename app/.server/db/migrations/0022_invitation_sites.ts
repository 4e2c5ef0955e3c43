import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The couple's invitation website (app/.server/invitation-site/): one site per paid order, its
 * events, the parties (families, couples, one person) invited to some of them with a personal
 * link each, and each party's answer per event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();
  const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');

  await db.schema
    .createTable('invitation_sites')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('welcome', 'text', text)
    .addColumn('cover_image', 'text')
    .addColumn('rsvp_deadline', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('whatsapp_message', 'text', text)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('site_events')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('invitation_sites.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', text)
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Kolkata'))
    .addColumn('venue', 'text', text)
    .addColumn('address', 'text', text)
    .addColumn('map_link', 'text', text)
    .addColumn('dress_code', 'text', text)
    .addColumn('notes', 'text', text)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('site_events_site').on('site_events').columns(['site_id', 'position']).execute();

  await db.schema
    .createTable('parties')
    .addColumn('id', 'integer', id)
    .addColumn('site_id', 'integer', (c) => c.notNull().references('invitation_sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('ceiling', 'integer', (c) => c.notNull().check(sql`ceiling between 1 and 50`))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('dietary', 'text', text)
    .addColumn('message', 'text', text)
    .addColumn('answered_at', t.timestamp)
    .addColumn('reply_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('parties_site').on('parties').column('site_id').execute();

  await db.schema
    .createTable('party_events')
    .addColumn('party_id', 'integer', (c) => c.notNull().references('parties.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('site_events.id').onDelete('cascade'))
    .addColumn('attending', t.bool)
    .addColumn('people', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`people >= 0`),
    )
    .addPrimaryKeyConstraint('party_events_pk', ['party_id', 'event_id'])
    .execute();
  await db.schema.createIndex('party_events_event').on('party_events').column('event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['party_events', 'parties', 'site_events', 'invitation_sites']) {
    await db.schema.dropTable(table).execute();
  }
}
