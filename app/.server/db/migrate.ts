import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_catalog_and_content';
import * as m0002 from './migrations/0002_forms_and_mail';

/**
 * Migrations are listed here rather than read from a folder at run time, so they travel inside
 * the server bundle. Add new ones at the end; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001_catalog_and_content': m0001,
  '0002_forms_and_mail': m0002,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; Kysely records them, so a second run does nothing. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
