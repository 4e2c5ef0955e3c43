import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The browser build's chunks import each other as ES modules: a cycle between two of them means one
 * runs before what it imports from the other exists (React undefined, no page hydrated), which is
 * what the layouts' chunks (`app/.server/static/layout-chunk.ts`) once did.
 */
const ASSETS = path.resolve(process.env.BUILD_DIR ?? 'build', 'client', 'assets');

describe('the browser build', () => {
  it('has no cycle among its chunks’ imports', () => {
    expect(fs.existsSync(ASSETS), 'needs `npm run build` first (npm test does it)').toBe(true);
    const imports = new Map<string, string[]>();
    for (const file of fs.readdirSync(ASSETS).filter((name) => name.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(ASSETS, file), 'utf8');
      imports.set(
        file,
        [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((match) => match[1]!),
      );
    }
    expect(imports.size).toBeGreaterThan(10);
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (trail.includes(file)) return void cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
