import { parse, type TomlTable } from 'smol-toml';

export type Table = TomlTable;

/** This project's fly.toml as smol-toml reads it (a TOML 1.0 parser: nothing here is hand-read). */
export const readFlyToml = (text: string): Table => parse(text);

/** "30s", "1m", "500ms" → milliseconds. */
export function durationMs(value: unknown): number {
  const match = /^(\d+)(ms|s|m)$/.exec(String(value));
  if (!match) throw new Error(`Not a duration: ${String(value)}`);
  return Number(match[1]) * { ms: 1, s: 1_000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
}
