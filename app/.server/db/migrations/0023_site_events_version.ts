import type { Kysely } from 'kysely';

/**
 * A site's `events_version` is raised by every change to its events (add, edit, remove, move), so a
 * guest's page kept by the page cache can tell in one read that the events it shows are still so
 * (app/.server/page-cache/guest-pages.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invitation_sites')
    .addColumn('events_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitation_sites').dropColumn('events_version').execute();
}
