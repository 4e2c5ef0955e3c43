import { adminCommand } from './admin-command';
import { backupCommand } from './backup-command';
import type { OperatorCommand } from './operator-command';
import { restoreCommand } from './restore-command';

export const operatorCommands: Record<string, OperatorCommand> = {
  admin: adminCommand,
  backup: backupCommand,
  restore: restoreCommand,
};
