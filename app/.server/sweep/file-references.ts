import type { Db } from '../db/connection';

/** Image hashes count as any 64-hex string in those columns, which can only keep more files, never fewer. */
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
    siteCovers,
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
    db.selectFrom('invitation_sites').select('cover_image').where('cover_image', 'is not', null).execute(),
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
      siteCovers.map((row) => row.cover_image),
    ].flat(),
  );
  const storageKeys = new Set(templateFiles.map((row) => row.storage_key));
  for (const row of slotTemplates) if (row.storage_key) storageKeys.add(row.storage_key);
  return { imageHashes, storageKeys };
}

export const SWEPT_FOLDERS = ['images/', 'collections/', 'templates/'] as const;

const IMAGE_KEY = /^images\/([0-9a-f]{64})\//;

export function isOrphan(key: string, references: FileReferences): boolean {
  const image = IMAGE_KEY.exec(key);
  if (image) return !references.imageHashes.has(image[1]!);
  if (key.startsWith('collections/') || key.startsWith('templates/')) return !references.storageKeys.has(key);
  return false;
}

export const imageHashOf = (key: string): string | null => IMAGE_KEY.exec(key)?.[1] ?? null;
