import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * docs/architecture.md names every folder of app/.server once, in its table: a folder added without
 * a line there is a folder the next engineer cannot find (issue 26).
 */
it('docs/architecture.md names every folder of app/.server, once', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const folders = fs
    .readdirSync(path.join(root, 'app/.server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const named = [...doc.matchAll(/^\| `([a-z0-9-]+)\/` \|/gm)].map((match) => match[1]!);
  expect(named.toSorted()).toEqual(folders);
  expect(new Set(named).size).toBe(named.length);
});

it('keeps every module of app/.server in a folder of its capability, none loose beside them', () => {
  const loose = fs
    .readdirSync(path.join(root, 'app/.server'), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  expect(loose).toEqual([]);
});

it('docs/architecture.md names every folder of app/routes, and no route module lies loose beside them', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const entries = fs.readdirSync(path.join(root, 'app/routes'), { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const named = [...doc.matchAll(/^\| `routes\/([a-z0-9-]+)\/` \|/gm)].map((match) => match[1]!);
  expect(named.toSorted()).toEqual(folders.toSorted());
  expect(new Set(named).size).toBe(named.length);
  expect(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
});

it('keeps app/.server/platform a leaf: it imports no capability (the composition root is boot/)', () => {
  const dir = path.join(root, 'app/.server/platform');
  const reached = fs
    .readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
        .map((match) => match[1]!)
        .filter((spec) => spec.startsWith('../') || spec.startsWith('~/.server/'))
        .map((spec) => `${file} → ${spec}`),
    );
  // A type of the database handle is all it needs of the rest (rate limits are counted there).
  expect(reached).toEqual(['rate-limit.ts → ../db/connection']);
});
