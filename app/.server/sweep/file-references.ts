import type { Db } from '../db/connection';

/**
 * What the sweep (./orphan-sweep.ts) may never take: every stored file something in the database
 * names. Images are named by their hash (a 64-hex string, alone or inside an `/images/<hash>/…`
 * path) in many places, some of them JSON written by editors this module does not know the
 * shape of; so every such string found anywhere in those columns counts, which can only keep
 * more, never less. Template files are named by their storage key in collection_files, the
 * designer's slot templates (SVG) by theirs in collection_slot_templates.
 * Proofs and the designer's final files (proofs/…) are not the sweep's at all.
 */
export interface FileReferences {
  imageHashes: Set<string>;
  storageKeys: Set<string>;
}

const HASH_IN_TEXT = /[0-9a-f]{64}/g;

const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

function collectHashes(into: Set<string>, values: unknown[]) {
  for (const value of values) for (const hash of textOf(value).toLowerCase().match(HASH_IN_TEXT) ?? []) into.add(hash);
}

/** Everything that names a stored file, read now. */
export async function loadFileReferences(db: Db): Promise<FileReferences> {
  const [
    collections,
    portfolio,
    featured,
    team,
    testimonials,
    content,
    orderLines,
    profiles,
    sources,
    templateFiles,
    slotTemplates,
  ] = await Promise.all([
    db.selectFrom('collections').select(['image', 'gallery']).execute(),
    db.selectFrom('portfolio_items').select('image').execute(),
    db.selectFrom('featured_items').select('image').execute(),
    db.selectFrom('team_members').select('image').execute(),
    db.selectFrom('testimonials').select('image_url').execute(),
    db.selectFrom('site_content').select('value').execute(),
    // An order shows the picture its line was bought with, long after the collection changed.
    db.selectFrom('order_items').select('image').distinct().execute(),
    db.selectFrom('profiles').select('avatar_url').where('avatar_url', 'is not', null).execute(),
    db.selectFrom('image_sources').select('image_hash').execute(),
    db.selectFrom('collection_files').select('storage_key').execute(),
    db.selectFrom('collection_slot_templates').select('storage_key').where('storage_key', 'is not', null).execute(),
  ]);
  const imageHashes = new Set<string>();
  collectHashes(
    imageHashes,
    [
      collections.flatMap((row) => [row.image, row.gallery]),
      portfolio.map((row) => row.image),
      featured.map((row) => row.image),
      team.map((row) => row.image),
      testimonials.map((row) => row.image_url),
      content.map((row) => row.value),
      orderLines.map((row) => row.image),
      profiles.map((row) => row.avatar_url),
      sources.map((row) => row.image_hash),
    ].flat(),
  );
  const storageKeys = new Set(templateFiles.map((row) => row.storage_key));
  for (const row of slotTemplates) if (row.storage_key) storageKeys.add(row.storage_key);
  return { imageHashes, storageKeys };
}

/** The folders of the store the sweep looks in; nothing outside them is ever swept. */
export const SWEPT_FOLDERS = ['images/', 'collections/', 'templates/'] as const;

const IMAGE_KEY = /^images\/([0-9a-f]{64})\//;

/**
 * Whether nothing names the file at `key`: an image file whose hash nothing names, or a template
 * file (PDF, JPG or SVG) no collection_files or collection_slot_templates row names. A key the sweep does not recognise is never an orphan.
 */
export function isOrphan(key: string, references: FileReferences): boolean {
  const image = IMAGE_KEY.exec(key);
  if (image) return !references.imageHashes.has(image[1]!);
  if (key.startsWith('collections/') || key.startsWith('templates/')) return !references.storageKeys.has(key);
  return false;
}

/** The image hash of an image file's key, or null. */
export const imageHashOf = (key: string): string | null => IMAGE_KEY.exec(key)?.[1] ?? null;
