import { sql, type Kysely } from 'kysely';

/**
 * The content version the page cache checks (issue 14, app/.server/page-cache/): one row, raised
 * in the same transaction as every write that changes what a public page shows
 * (app/.server/page-cache/content-version.ts). Each server instance keeps rendered pages tagged
 * with the version they were rendered at and reads this row (a primary-key read) on every
 * cacheable request, so a save on one instance empties every instance's cache at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into content_version (id, version) values (1, 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_version').execute();
}
