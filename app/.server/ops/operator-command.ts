/** Where a command prints: its lines for the operator, and its complaints. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * A command the operator runs from a shell (`npm run admin`, …), on the server's own
 * configuration. It travels in the server build (app/entry.server.tsx exports the list), so it
 * runs in the production image, which has neither the sources nor the dev dependencies.
 * Resolves with the process's exit code; a ConfigError is printed by the runner (scripts/ops.mjs).
 */
export type OperatorCommand = (args: string[], env: NodeJS.ProcessEnv, out: CommandOutput) => Promise<number>;
