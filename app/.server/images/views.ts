import { IMAGE_HASH, isImageHash, type ImageView } from '~/lib/images';
import type { Db } from '../db/connection';
import { findImages, findImagesByPath } from './records';

export type ImageLookup = (ref: string | null | undefined) => ImageView | null;

/** In two queries at most; a path that was not ingested, or an http(s) URL, stays a plain address. */
export async function resolveImages(db: Db, refs: Iterable<string | null | undefined>): Promise<ImageLookup> {
  const hashes = new Set<string>();
  const paths = new Set<string>();
  for (const ref of refs) {
    if (typeof ref !== 'string') continue;
    if (IMAGE_HASH.test(ref)) hashes.add(ref);
    else if (ref.startsWith('/')) paths.add(ref);
  }
  const [byHash, byPath] = await Promise.all([findImages(db, [...hashes]), findImagesByPath(db, [...paths])]);
  const views = new Map<string, ImageView>();
  for (const { hasAlpha: _, ...view } of byHash) views.set(view.hash, view);
  for (const { path, ...view } of byPath) views.set(path, view);
  return (ref) => {
    if (!ref) return null;
    const view = views.get(ref);
    if (view) return view;
    return isImageHash(ref) ? null : { url: ref };
  };
}
