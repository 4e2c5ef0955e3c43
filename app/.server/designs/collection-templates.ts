import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTemplate, PIECES, type Piece, type Template } from './template';

/**
 * The shop collections' own slot templates, generated from the artwork code
 * (`npm run designs:templates`, scripts/artwork/designs/slot-templates.ts) and committed under
 * ./templates/<collection-slug>/<piece>.svg so they can be read, diffed and replaced by a
 * designer's export like any uploaded template.
 *
 * The server build bundles them (Vite's import.meta.glob, one lazily loaded chunk per file), so
 * they ship inside build/ like the code; scripts run by tsx read the same files from disk.
 * Each is parsed once per process.
 */
export const PIECE_NAMES = Object.keys(PIECES) as Piece[];

type Loaders = Record<string, () => Promise<string>>;

function loaders(): Loaders {
  try {
    return import.meta.glob<string>('./templates/*/*.svg', { query: '?raw', import: 'default' });
  } catch {
    // Not under Vite (tsx scripts): the files next to this module.
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');
    const out: Loaders = {};
    for (const slug of fs.readdirSync(dir))
      for (const file of fs.readdirSync(path.join(dir, slug)))
        out[`./templates/${slug}/${file}`] = async () => fs.readFileSync(path.join(dir, slug, file), 'utf8');
    return out;
  }
}

const files = loaders();
const cache = new Map<string, Promise<Template>>();

export function collectionTemplateSlugs(): string[] {
  return [...new Set(Object.keys(files).map((k) => k.split('/')[2] as string))].sort();
}

/** A collection's piece, or undefined when the collection has no template for it. */
export async function collectionTemplate(slug: string, piece: Piece): Promise<Template | undefined> {
  return templateFile(slug, piece);
}

/**
 * A collection's phone story (9 : 16), set with the invitation's words: large names, the day, the
 * time and the venue, for WhatsApp status and Instagram stories. Undefined when it has none.
 */
export async function collectionStoryTemplate(slug: string): Promise<Template | undefined> {
  return templateFile(slug, 'story');
}

async function templateFile(slug: string, name: Piece | 'story'): Promise<Template | undefined> {
  const key = `./templates/${slug}/${name}.svg`;
  const load = files[key];
  if (!load) return undefined;
  let hit = cache.get(key);
  if (!hit) {
    hit = load().then((svg) => readTemplate(svg));
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}
