import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTemplate, PIECES, type Piece, type Template } from './template';

/**
 * The shop collections' own slot templates, generated from the artwork code
 * (`npm run designs:templates`, scripts/artwork/designs/slot-templates.ts) and committed under
 * ./templates/<collection-slug>/<piece>.svg so they can be read, diffed and replaced by a
 * designer's export like any uploaded template. Read and parsed once per process.
 */
export const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');
export const PIECE_NAMES = Object.keys(PIECES) as Piece[];

const cache = new Map<string, Template>();

export function collectionTemplateSlugs(): string[] {
  return fs
    .readdirSync(TEMPLATE_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** A collection's piece, or undefined when the collection has no template for it. */
export function collectionTemplate(slug: string, piece: Piece): Template | undefined {
  if (!/^[a-z0-9-]{1,80}$/u.test(slug) || !PIECE_NAMES.includes(piece)) return undefined;
  const key = `${slug}/${piece}`;
  let hit = cache.get(key);
  if (!hit) {
    const file = path.join(TEMPLATE_DIR, slug, `${piece}.svg`);
    if (!fs.existsSync(file)) return undefined;
    hit = readTemplate(fs.readFileSync(file));
    cache.set(key, hit);
  }
  return hit;
}
