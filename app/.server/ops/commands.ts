import { adminCommand } from './admin-command';
import type { OperatorCommand } from './operator-command';

/** The operator's commands by name: `node scripts/ops.mjs <name> [args…]` (npm scripts name them). */
export const operatorCommands: Record<string, OperatorCommand> = {
  admin: adminCommand,
};
