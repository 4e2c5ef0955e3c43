import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { engineOf } from './connection';
import * as m0001 from './migrations/0001_catalog_and_content';
import * as m0002 from './migrations/0002_forms_and_mail';
import * as m0003 from './migrations/0003_auth';
import * as m0004 from './migrations/0004_shop';
import * as m0005 from './migrations/0005_mail_priority';
import * as m0006 from './migrations/0006_confirmation_withheld';
import * as m0007 from './migrations/0007_studio';
import * as m0008 from './migrations/0008_images';
import * as m0009 from './migrations/0009_legal_pages_markdown';
import * as m0010 from './migrations/0010_collections_admin';
import * as m0011 from './migrations/0011_template_uploads';
import * as m0012 from './migrations/0012_order_checkout_key';
import * as m0013 from './migrations/0013_design_renders';
import * as m0014 from './migrations/0014_slot_templates';
import * as m0015 from './migrations/0015_list_indexes';
import * as m0016 from './migrations/0016_page_cache_content_version';
import * as m0017 from './migrations/0017_order_link_keys';
import * as m0018 from './migrations/0018_brief_time_and_events';
import * as m0019 from './migrations/0019_proof_file_pieces';
import * as m0020 from './migrations/0020_featured_and_team_rows';
import * as m0021 from './migrations/0021_one_job_queue';
import * as m0022 from './migrations/0022_invitation_sites';
import * as m0023 from './migrations/0023_site_events_version';
import * as m0024 from './migrations/0024_guest_list';
import * as m0025 from './migrations/0025_guest_tracking';
import * as m0026 from './migrations/0026_image_focus';

/** Listed here, not read from a folder, so they travel inside the server bundle. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_catalog_and_content': m0001,
  '0002_forms_and_mail': m0002,
  '0003_auth': m0003,
  '0004_shop': m0004,
  '0005_mail_priority': m0005,
  '0006_confirmation_withheld': m0006,
  '0007_studio': m0007,
  '0008_images': m0008,
  '0009_legal_pages_markdown': m0009,
  '0010_collections_admin': m0010,
  '0011_template_uploads': m0011,
  '0012_order_checkout_key': m0012,
  '0013_design_renders': m0013,
  '0014_slot_templates': m0014,
  '0015_list_indexes': m0015,
  '0016_page_cache_content_version': m0016,
  '0017_order_link_keys': m0017,
  '0018_brief_time_and_events': m0018,
  '0019_proof_file_pieces': m0019,
  '0020_featured_and_team_rows': m0020,
  '0021_one_job_queue': m0021,
  '0022_invitation_sites': m0022,
  '0023_site_events_version': m0023,
  '0024_guest_list': m0024,
  '0025_guest_tracking': m0025,
  '0026_image_focus': m0026,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The schema Kysely's bookkeeping tables are in: the connection's own on PostgreSQL. */
async function bookkeepingSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (engineOf(db) !== 'postgres') return undefined;
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
}

/** Migrations the database has applied that this code does not know: a newer release's, in a rolling deploy. */
export async function migrationsNewerThanCode<DB>(db: Kysely<DB>): Promise<string[]> {
  const exists =
    engineOf(db) === 'postgres'
      ? sql<{ found: unknown }>`select to_regclass('kysely_migration') as found`
      : sql<{
          found: unknown;
        }>`select name as found from sqlite_master where type = 'table' and name = 'kysely_migration'`;
  if ((await exists.execute(db)).rows[0]?.found == null) return []; // an empty database
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name).filter((name) => !(name in migrations));
}

/**
 * On PostgreSQL the bookkeeping tables are named in the connection's own schema, or Kysely would take
 * another schema's kysely_migration table (a second app, a parallel test) for ours.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await bookkeepingSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
