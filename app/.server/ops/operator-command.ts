export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * An operator's shell command. It travels in the server build, so it runs in the production image,
 * which has neither the sources nor the dev dependencies.
 */
export type OperatorCommand = (args: string[], env: NodeJS.ProcessEnv, out: CommandOutput) => Promise<number>;
