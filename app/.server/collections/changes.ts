import { atVersion, nextVersion } from '~/.server/db/row-versions';
import type { Collection } from './collections';
import type { Db } from '~/.server/db/connection';
import { fromJson, nowIso, toBool, toJson } from '~/.server/db/values';
import { touchContent } from '~/.server/page-cache/content-version';
import type { ImageFocus } from '~/lib/images';
import { holdsImageFocus, keepImageFocus } from '~/.server/images/focus';

/**
 * A change from a stale page is refused (docs/decisions/0014-row-versions-for-stale-edits.md), and each
 * raises the content version in its transaction so no cached page shows the old collection. One with
 * orders is archived, never removed.
 */

export const STALE_COLLECTION_MESSAGE =
  'This collection changed since you opened it (someone else saved it meanwhile). Your changes are not saved: open it again to see it as it is now, then make your change again.';
export const MISSING_COLLECTION_MESSAGE = 'This collection no longer exists: it may have been deleted.';
export const ARCHIVED_COLLECTION_MESSAGE =
  'This collection is archived: it has orders, so it is kept for them, out of the shop. It can no longer be changed.';

export type CollectionValues = Pick<
  Collection,
  | 'title'
  | 'description'
  | 'longDescription'
  | 'priceCents'
  | 'category'
  | 'image'
  | 'gallery'
  | 'features'
  | 'customizationOptions'
  | 'relatedIds'
  | 'isPublished'
  | 'isFeatured'
>;

/** The main image's focal point, kept on the picture itself in the same transaction; null leaves it. */
export type CollectionSave = CollectionValues & { imageFocus?: ImageFocus | null };

export type CollectionChange =
  { ok: true; changed: boolean; id: number; version: number } | { ok: false; reason: 'missing' | 'stale' | 'archived' };

export type CollectionRemoval =
  { ok: true; outcome: 'deleted' | 'archived'; title: string } | { ok: false; reason: 'missing' | 'stale' };

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** Lower-case ASCII letters and digits joined by hyphens. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'collection';
}

async function uniqueSlug(trx: Trx, title: string): Promise<string> {
  const base = slugOf(title);
  const taken = new Set(
    (
      await trx
        .selectFrom('collections')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function liveRelatedIds(trx: Trx, ids: number[], selfId?: number): Promise<number[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== selfId);
  if (!wanted.length) return [];
  const rows = await trx
    .selectFrom('collections')
    .select('id')
    .where('id', 'in', wanted)
    .where('archived_at', 'is', null)
    .execute();
  const live = new Set(rows.map((row) => Number(row.id)));
  return wanted.filter((id) => live.has(id));
}

const columnsOf = (values: CollectionValues, relatedIds: number[]) => ({
  title: values.title,
  description: values.description,
  long_description: values.longDescription,
  category: values.category,
  price_cents: values.priceCents,
  image: values.image,
  gallery: toJson(values.gallery),
  features: toJson(values.features),
  customization_options: toJson(values.customizationOptions),
  related_ids: toJson(relatedIds),
  is_published: values.isPublished,
  is_featured: values.isFeatured,
});

/** At the end of the shop's order. */
export async function createCollection(db: Db, values: CollectionSave, spend?: (trx: Trx) => Promise<boolean>) {
  return db.transaction().execute(async (trx) => {
    if (spend && !(await spend(trx))) return null;
    if (values.imageFocus) await keepImageFocus(trx, values.image, values.imageFocus);
    const { last } = await trx
      .selectFrom('collections')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const { id } = await trx
      .insertInto('collections')
      .values({
        ...columnsOf(values, await liveRelatedIds(trx, values.relatedIds)),
        slug: await uniqueSlug(trx, values.title),
        sort_order: Number(last ?? 0) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await touchContent(trx);
    return Number(id);
  });
}

/** A save sent twice finds the row already holding these values. */
function holds(row: Record<string, unknown>, values: CollectionValues, relatedIds: number[]): boolean {
  const wanted = columnsOf(values, relatedIds);
  return Object.entries(wanted).every(([column, value]) => {
    const stored = row[column];
    if (typeof value === 'boolean') return toBool(stored) === value;
    if (column.endsWith('_ids') || ['gallery', 'features', 'customization_options'].includes(column)) {
      return toJson(fromJson(stored)) === value;
    }
    return String(stored) === String(value);
  });
}

/** A save sent twice (the second carries the version the first raised past) is applied once, answered alike. */
export async function updateCollection(
  db: Db,
  request: { id: number; expectedVersion: number; values: CollectionSave },
): Promise<CollectionChange> {
  return db.transaction().execute(async (trx): Promise<CollectionChange> => {
    const row = await trx.selectFrom('collections').selectAll().where('id', '=', request.id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'missing' };
    if (row.archived_at !== null) return { ok: false, reason: 'archived' };
    const version = Number(row.version);
    const relatedIds = await liveRelatedIds(trx, request.values.relatedIds, request.id);
    if (version !== request.expectedVersion) {
      const { imageFocus, ...values } = request.values;
      const repeat =
        version === request.expectedVersion + 1 &&
        holds(row, values, relatedIds) &&
        (!imageFocus || (await holdsImageFocus(trx, values.image, imageFocus)));
      return repeat ? { ok: true, changed: false, id: request.id, version } : { ok: false, reason: 'stale' };
    }
    const updated = await trx
      .updateTable('collections')
      .set({ ...columnsOf(request.values, relatedIds), updated_at: nowIso(), version: version + 1 })
      .where('id', '=', request.id)
      .where(atVersion(version))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    if (request.values.imageFocus) await keepImageFocus(trx, request.values.image, request.values.imageFocus);
    await touchContent(trx);
    return { ok: true, changed: true, id: request.id, version: version + 1 };
  });
}

/** One that an order names is archived instead, its orders' downloads untouched. Confirming twice acts once. */
export async function removeCollection(
  db: Db,
  request: { id: number; expectedVersion: number },
): Promise<CollectionRemoval> {
  return db.transaction().execute(async (trx): Promise<CollectionRemoval> => {
    const row = await trx
      .selectFrom('collections')
      .select(['title', 'version', 'archived_at'])
      .where('id', '=', request.id)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'missing' };
    if (row.archived_at !== null) return { ok: true, outcome: 'archived', title: row.title };
    if (Number(row.version) !== request.expectedVersion) return { ok: false, reason: 'stale' };
    const ordered = await trx
      .selectFrom('order_items')
      .select('id')
      .where('collection_id', '=', request.id)
      .limit(1)
      .executeTakeFirst();
    if (ordered) {
      const now = nowIso();
      await trx
        .updateTable('collections')
        .set({
          archived_at: now,
          is_published: false,
          is_featured: false,
          updated_at: now,
          version: nextVersion,
        })
        .where('id', '=', request.id)
        .execute();
      await touchContent(trx);
      return { ok: true, outcome: 'archived', title: row.title };
    }
    await trx.deleteFrom('collection_files').where('collection_id', '=', request.id).execute();
    await trx.deleteFrom('collections').where('id', '=', request.id).execute();
    await touchContent(trx);
    return { ok: true, outcome: 'deleted', title: row.title };
  });
}
