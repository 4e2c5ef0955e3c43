import { loadConfig, sessionSecretFileOf, type Config } from '../platform/config';
import { sqliteFileOf } from '../db/server-database';
import { createFileStore } from '../storage/create-file-store';
import type { FileStore } from '../storage/file-store';
import { filesDirOf } from '../storage/local-disk-store';
import type { CommandOutput } from './operator-command';

export function backupPaths(config: Config) {
  return {
    databaseFile: sqliteFileOf(config.DATA_DIR),
    secretFile: sessionSecretFileOf(config.DATA_DIR),
    filesDir: filesDirOf(config.DATA_DIR),
    backupDir: config.BACKUP_DIR,
  };
}

export function backupStore(config: Config): FileStore | undefined {
  return config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY ? createFileStore(config) : undefined;
}

const POSTGRES_REFUSAL =
  "DATABASE_URL is set: the database is PostgreSQL, not a file on this machine, so there is nothing here to back up or restore. Use your provider's backups (Supabase: Database → Backups) or pg_dump / pg_restore.";

export function sqliteConfig(env: NodeJS.ProcessEnv, out: CommandOutput): Config | null {
  const config = loadConfig(env, () => {});
  if (!config.DATABASE_URL) return config;
  out.error(POSTGRES_REFUSAL);
  return null;
}
