import { formatBytes } from '../backup/file-tree';
import { BadBackupError, totalBytesOf } from '../backup/manifest';
import { takeBackup } from '../backup/take-backup';
import { backupPaths, backupStore, sqliteConfig } from './backup-paths';
import type { OperatorCommand } from './operator-command';

export const backupCommand: OperatorCommand = async (args, env, out) => {
  if (args.length) {
    out.error('Usage: npm run backup (no arguments; BACKUP_DIR and BACKUP_KEEP configure it)');
    return 2;
  }
  const config = sqliteConfig(env, out);
  if (!config) return 1;
  const store = backupStore(config);
  let result;
  try {
    result = await takeBackup({
      ...backupPaths(config),
      keep: config.BACKUP_KEEP,
      ...(store ? { upload: store } : {}),
    });
  } catch (error) {
    if (error instanceof BadBackupError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  const { manifest, folder, pruned, vanished, uploaded } = result;
  const tables = Object.values(manifest.database.rows).reduce((sum, rows) => sum + rows, 0);
  out.log(`Backup ${manifest.name} written to ${folder}`);
  out.log(
    `  database: ${formatBytes(manifest.database.bytes)} (${tables} rows in ${Object.keys(manifest.database.rows).length} tables)`,
  );
  out.log(`  files:    ${manifest.files.count} (${formatBytes(manifest.files.bytes)})`);
  out.log(`  total:    ${formatBytes(totalBytesOf(manifest))}; checksums in ${folder}/manifest.json`);
  if (vanished)
    out.log(`  (${vanished} files were deleted by the orphan sweep while they were copied; nothing names them)`);
  out.log(
    pruned.length
      ? `Kept the last ${config.BACKUP_KEEP}; deleted ${pruned.join(', ')}.`
      : `Kept the last ${config.BACKUP_KEEP}; nothing older to delete.`,
  );
  if (uploaded && 'error' in uploaded) {
    out.error(`Upload to ${store!.description} failed: ${uploaded.error}. The local backup is complete.`);
    return 1;
  }
  if (uploaded) {
    out.log(`Uploaded ${formatBytes(uploaded.bytes)} to ${store!.description} under backups/${manifest.name}/.`);
    if (uploaded.pruned.length) out.log(`Deleted from the store: ${uploaded.pruned.join(', ')}.`);
  }
  return 0;
};
