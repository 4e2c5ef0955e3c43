import { CENTRE, type ImageFocus } from '~/lib/images';
import type { Db } from '../db/connection';
import { nowIso, toBool } from '../db/values';
import { changingContent } from '../page-cache/content-version';

export interface StoredImage {
  hash: string;
  width: number;
  height: number;
}

/** `focus` off the middle only: the middle is every picture's default and needs no style. */
function withFocus(row: { focus_x: number; focus_y: number }): { focus?: ImageFocus } {
  const focus = { x: Number(row.focus_x), y: Number(row.focus_y) };
  return focus.x === CENTRE.x && focus.y === CENTRE.y ? {} : { focus };
}

export async function recordImage(db: Db, image: StoredImage & { byteSize: number; hasAlpha: boolean }): Promise<void> {
  await db
    .insertInto('images')
    .values({
      hash: image.hash,
      width: image.width,
      height: image.height,
      byte_size: image.byteSize,
      has_alpha: image.hasAlpha,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

export async function findImages(
  db: Db,
  hashes: string[],
): Promise<(StoredImage & { hasAlpha: boolean; focus?: ImageFocus })[]> {
  if (!hashes.length) return [];
  const rows = await db
    .selectFrom('images')
    .select(['hash', 'width', 'height', 'has_alpha', 'focus_x', 'focus_y'])
    .where('hash', 'in', hashes)
    .execute();
  return rows.map((r) => ({
    hash: r.hash,
    width: Number(r.width),
    height: Number(r.height),
    hasAlpha: toBool(r.has_alpha),
    ...withFocus(r),
  }));
}

export async function findImagesByPath(
  db: Db,
  paths: string[],
): Promise<(StoredImage & { path: string; focus?: ImageFocus })[]> {
  if (!paths.length) return [];
  const rows = await db
    .selectFrom('image_sources')
    .innerJoin('images', 'images.hash', 'image_sources.image_hash')
    .select(['image_sources.path', 'images.hash', 'images.width', 'images.height', 'images.focus_x', 'images.focus_y'])
    .where('image_sources.path', 'in', paths)
    .execute();
  return rows.map((r) => ({
    path: r.path,
    hash: r.hash,
    width: Number(r.width),
    height: Number(r.height),
    ...withFocus(r),
  }));
}

export async function listImageSources(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('image_sources').select(['path', 'file_sha256']).execute();
  return new Map(rows.map((r) => [r.path, r.file_sha256]));
}

export async function saveImageSource(
  db: Db,
  source: { path: string; fileSha256: string; imageHash: string },
): Promise<void> {
  const updatedAt = nowIso();
  // No cached page may keep the old image.
  await changingContent(db, (trx) =>
    trx
      .insertInto('image_sources')
      .values({
        path: source.path,
        file_sha256: source.fileSha256,
        image_hash: source.imageHash,
        updated_at: updatedAt,
      })
      .onConflict((oc) =>
        oc
          .column('path')
          .doUpdateSet({ file_sha256: source.fileSha256, image_hash: source.imageHash, updated_at: updatedAt }),
      )
      .execute(),
  );
}
