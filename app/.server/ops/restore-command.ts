import { formatBytes } from '../backup/file-tree';
import { listLocalBackups } from '../backup/local-backups';
import { BadBackupError, totalBytesOf, type Manifest } from '../backup/manifest';
import { DatabaseInUseError, restoreBackup } from '../backup/restore-backup';
import { listStoredBackups } from '../backup/stored-backups';
import { backupPaths, backupStore, sqliteConfig } from './backup-paths';
import type { CommandOutput, OperatorCommand } from './operator-command';

const USAGE = 'Usage: npm run restore -- <name>   (npm run restore -- --list shows the backups)';

const describe = (manifest: Manifest) =>
  `${manifest.name}  ${formatBytes(totalBytesOf(manifest)).padStart(9)}  database ${formatBytes(manifest.database.bytes)}, ${manifest.files.count} files`;

function printList(out: CommandOutput, title: string, manifests: Manifest[]) {
  out.log(manifests.length ? `${title}, newest first:` : `${title}: none.`);
  for (const manifest of manifests) out.log(`  ${describe(manifest)}`);
}

export const restoreCommand: OperatorCommand = async (given, env, out) => {
  // `node scripts/ops.mjs restore -- --list` passes the `--` that npm run would have taken.
  const args = given[0] === '--' ? given.slice(1) : given;
  if (args.length !== 1 || !args[0]) {
    out.error(USAGE);
    return 2;
  }
  const config = sqliteConfig(env, out);
  if (!config) return 1;
  const paths = backupPaths(config);
  const store = backupStore(config);
  if (args[0] === '--list') {
    printList(out, `Backups in ${paths.backupDir}`, await listLocalBackups(paths.backupDir));
    if (!store) return 0;
    try {
      printList(out, `Backups in ${store.description}`, await listStoredBackups(store));
      return 0;
    } catch (error) {
      out.error(
        `Could not list the backups in ${store.description}: ${error instanceof Error ? error.message : error}`,
      );
      return 1;
    }
  }
  try {
    const { manifest, source, previous, droppedOrders } = await restoreBackup({
      ...paths,
      name: args[0],
      ...(store ? { store } : {}),
    });
    if (source === 'store') out.log(`Fetched ${manifest.name} from ${store!.description}.`);
    out.log(`Checked ${manifest.files.count + (manifest.secret ? 2 : 1)} checksums: the backup is whole.`);
    out.log(
      `Restored ${manifest.name} (taken ${manifest.createdAt}): the database (${formatBytes(manifest.database.bytes)}) into ${paths.databaseFile}, ${manifest.files.count} files into ${paths.filesDir}.`,
    );
    if (previous) out.log(`The database it replaced is kept as ${previous}.`);
    if (!droppedOrders)
      out.log('The database it replaced could not be read: which orders the backup lacks is not known.');
    else if (droppedOrders.length) out.log(droppedOrdersNote(droppedOrders));
    out.log('Start the server to use it.');
    return 0;
  } catch (error) {
    if (error instanceof BadBackupError || error instanceof DatabaseInUseError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
};

export function droppedOrdersNote(numbers: string[]): string {
  const shown = numbers.slice(0, 20).join(', ');
  const more = numbers.length > 20 ? ` and ${numbers.length - 20} more` : '';
  const orders = numbers.length === 1 ? '1 order' : `${numbers.length} orders`;
  return `${orders} placed after this backup ${numbers.length === 1 ? 'is' : 'are'} not in it: ${shown}${more}. Their details are in the kept copy; their links open nothing now.`;
}
