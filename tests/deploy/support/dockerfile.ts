/** One instruction of a Dockerfile: `COPY --from=build /app/build ./build` → COPY, flags, args. */
export interface Instruction {
  keyword: string;
  /** `--from=build` → { from: 'build' } */
  flags: Record<string, string>;
  /** The rest of the line, continuation lines joined. */
  rest: string;
  line: number;
}

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/**
 * The stages of a Dockerfile, each with its instructions: comments and blank lines dropped,
 * lines ending in a backslash joined to the next. Enough of the format for this project's
 * Dockerfile (no heredocs, no parser directives, no escape character other than `\`).
 */
export function readStages(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let line = lines[i]!.trim();
    if (!line || line.startsWith('#')) continue;
    while (line.endsWith('\\') && i + 1 < lines.length) {
      const next = lines[++i]!.trim();
      line = line.slice(0, -1).trimEnd() + (next.startsWith('#') ? '' : ' ' + next);
    }
    const [, keyword = '', afterKeyword = ''] = /^(\S+)\s*(.*)$/.exec(line)!;
    const flags: Record<string, string> = {};
    let rest = afterKeyword;
    for (let flag = /^--([\w-]+)=(\S+)\s+/.exec(rest); flag; flag = /^--([\w-]+)=(\S+)\s+/.exec(rest)) {
      flags[flag[1]!] = flag[2]!;
      rest = rest.slice(flag[0].length);
    }
    const instruction: Instruction = { keyword: keyword.toUpperCase(), flags, rest, line: start };
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = rest.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      if (!stages.length) throw new Error(`Dockerfile line ${start}: ${keyword} before any FROM`);
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** `ENV A=1 B="two words"` → { A: '1', B: 'two words' } (the key=value form only). */
export function envPairs(rest: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|(\S*))/g;
  for (const match of rest.matchAll(pattern)) pairs[match[1]!] = match[3] ?? match[4] ?? '';
  return pairs;
}

/** The exec form `["node", "server.mjs"]` (the shell form is refused: signals would go to sh). */
export function execForm(rest: string): string[] {
  const parsed: unknown = JSON.parse(rest);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`Not the exec form: ${rest}`);
  }
  return parsed;
}
