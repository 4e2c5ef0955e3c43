import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Passwordless sign-in: profiles, one-time sign-in verifications (hashed code and hashed link
 * token, attempts and status kept here, never in a cookie) and server-side sessions (only the
 * SHA-256 hash of the session id is stored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const id = (col: ColumnDefinitionBuilder) =>
    t.pg ? col.generatedAlwaysAsIdentity().primaryKey() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('is_admin', t.bool, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('avatar_url', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('link_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'used', 'superseded', 'locked')`),
    )
    .addColumn('attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  // The latest verification of an e-mail (verify, throttles) and the clean-up by age.
  await db.schema.createIndex('verifications_email').on('verifications').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('verifications_created').on('verifications').column('created_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_profile').on('sessions').column('profile_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', 'verifications', 'profiles']) {
    await db.schema.dropTable(table).execute();
  }
}
