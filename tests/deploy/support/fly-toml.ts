type Value = string | number | boolean;
export type Table = { [key: string]: Value | Table | Table[] };

/**
 * Enough of TOML for this project's fly.toml: `[table]`, `[[array.of.tables]]`, and
 * `key = "string" | number | true | false` lines, with comments. Anything else is refused, so a
 * new kind of line shows up as a failing test rather than as a value read wrong.
 */
export function readFlyToml(text: string): Table {
  const root: Table = {};
  let current = root;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) return;
    const header = /^(\[\[?)([\w.]+)\]\]?$/.exec(line);
    if (header) {
      const names = header[2]!.split('.');
      let table = root;
      for (const name of names.slice(0, -1)) {
        const next = table[name];
        table = (Array.isArray(next) ? next.at(-1) : next) as Table;
      }
      const last = names.at(-1)!;
      if (header[1] === '[[') {
        const list = (table[last] ??= []) as Table[];
        list.push((current = {}));
      } else {
        current = (table[last] ??= {}) as Table;
      }
      return;
    }
    const pair = /^([\w-]+)\s*=\s*("([^"]*)"|-?\d+(\.\d+)?|true|false)$/.exec(line);
    if (!pair) throw new Error(`fly.toml line ${index + 1}: not understood: ${raw}`);
    const [, key, value, quoted] = pair;
    current[key!] = quoted !== undefined ? quoted : value === 'true' ? true : value === 'false' ? false : Number(value);
  });
  return root;
}

/** "30s", "1m", "500ms" → milliseconds. */
export function durationMs(value: unknown): number {
  const match = /^(\d+)(ms|s|m)$/.exec(String(value));
  if (!match) throw new Error(`Not a duration: ${String(value)}`);
  return Number(match[1]) * { ms: 1, s: 1_000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
}
