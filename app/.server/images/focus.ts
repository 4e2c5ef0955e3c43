import { CENTRE, isImageHash, type ImageFocus } from '~/lib/images';
import { resolveImages } from './views';
import type { Db } from '../db/connection';

/**
 * In the save's transaction (which raises the content version): the focal point belongs to the
 * picture, so every page that shows it crops around the same point. A ref that is a seeded
 * artwork's path names its ingested picture.
 */
export async function keepImageFocus(trx: Db, ref: string, focus: ImageFocus): Promise<void> {
  const hash = await hashOf(trx, ref);
  if (!hash) return;
  await trx.updateTable('images').set({ focus_x: focus.x, focus_y: focus.y }).where('hash', '=', hash).execute();
}

/** For telling a repeated save (the picture holds this point already) from a stale one. */
export async function holdsImageFocus(trx: Db, ref: string, focus: ImageFocus): Promise<boolean> {
  const hash = await hashOf(trx, ref);
  if (!hash) return true;
  const row = await trx.selectFrom('images').select(['focus_x', 'focus_y']).where('hash', '=', hash).executeTakeFirst();
  return !row || (Number(row.focus_x) === focus.x && Number(row.focus_y) === focus.y);
}

async function hashOf(trx: Db, ref: string): Promise<string | undefined> {
  if (isImageHash(ref)) return ref;
  const source = await trx.selectFrom('image_sources').select('image_hash').where('path', '=', ref).executeTakeFirst();
  return source?.image_hash;
}

/** An edit form's starting point: the picture's focal point, the middle for a picture not of the pipeline. */
export async function focusOfRef(db: Db, ref: string): Promise<ImageFocus> {
  const image = (await resolveImages(db, [ref]))(ref);
  return (image && 'hash' in image ? image.focus : undefined) ?? CENTRE;
}
