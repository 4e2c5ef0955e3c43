import { adminCommand } from './admin-command';
import { backupCommand } from './backup-command';
import type { OperatorCommand } from './operator-command';
import { restoreCommand } from './restore-command';

/** The operator's commands by name: `node scripts/ops.mjs <name> [args…]` (npm scripts name them). */
export const operatorCommands: Record<string, OperatorCommand> = {
  admin: adminCommand,
  backup: backupCommand,
  restore: restoreCommand,
};
