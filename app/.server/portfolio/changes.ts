import { atVersion } from '~/.server/db/row-versions';
import type { Db } from '../db/connection';
import { pageOf, searchColumns } from '../db/admin-lists';
import { nowIso, toIso } from '../db/values';
import { changingContent, touchContent } from '../page-cache/content-version';
import type { ImageFocus } from '~/lib/images';
import { holdsImageFocus, keepImageFocus } from '../images/focus';

/**
 * Every item is public, so each change raises the content version in its transaction (no cached page
 * keeps the old item). A change from a stale page is refused; a save sent twice is applied once.
 */

export const STALE_PORTFOLIO_MESSAGE =
  'This portfolio item changed since you opened it (someone else saved it meanwhile). Your changes are not saved: open it again to see it as it is now, then make your change again.';
export const MISSING_PORTFOLIO_MESSAGE = 'This portfolio item no longer exists: it may have been deleted.';

export interface PortfolioValues {
  title: string;
  description: string;
  category: string;
  image: string;
}

export interface AdminPortfolioItem extends PortfolioValues {
  id: number;
  createdAt: string;
  version: number;
}

export type PortfolioChange = { ok: true; changed: boolean } | { ok: false; reason: 'missing' | 'stale' };

const toAdminItem = (row: {
  id: number;
  title: string;
  description: string;
  category: string;
  image: string;
  created_at: Date | string;
  version: number;
}): AdminPortfolioItem => ({
  id: Number(row.id),
  title: row.title,
  description: row.description,
  category: row.category,
  image: row.image,
  createdAt: toIso(row.created_at),
  version: Number(row.version),
});

/** Newest first, as /portfolio shows them; searched in title and description. */
export async function listPortfolioForAdmin(
  db: Db,
  query: { category: string; q: string; page: number },
): Promise<{ items: AdminPortfolioItem[]; page: number; pageCount: number; total: number }> {
  let base = db.selectFrom('portfolio_items').where(searchColumns(['title', 'description'], query.q));
  if (query.category) base = base.where('category', '=', query.category);
  const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset, limit } = pageOf(total, query.page);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { items: rows.map(toAdminItem), page, pageCount, total };
}

export async function getPortfolioItemForEdit(db: Db, id: number): Promise<AdminPortfolioItem | null> {
  const row = await db.selectFrom('portfolio_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAdminItem(row) : null;
}

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** `spend` (the form's one-time token) runs first in the transaction: false means a repeat, and nothing is added. */
export async function createPortfolioItem(
  db: Db,
  values: PortfolioValues,
  spend?: (trx: Trx) => Promise<boolean>,
  imageFocus?: ImageFocus | null,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (spend && !(await spend(trx))) return null;
    if (imageFocus) await keepImageFocus(trx, values.image, imageFocus);
    const { id } = await trx
      .insertInto('portfolio_items')
      .values({ ...values, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await touchContent(trx);
    return Number(id);
  });
}

export async function updatePortfolioItem(
  db: Db,
  request: { id: number; expectedVersion: number; values: PortfolioValues; imageFocus?: ImageFocus | null },
): Promise<PortfolioChange> {
  return db.transaction().execute(async (trx): Promise<PortfolioChange> => {
    const row = await trx.selectFrom('portfolio_items').selectAll().where('id', '=', request.id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'missing' };
    const version = Number(row.version);
    if (version !== request.expectedVersion) {
      const same = (Object.keys(request.values) as (keyof PortfolioValues)[]).every(
        (key) => row[key] === request.values[key],
      );
      const repeat =
        version === request.expectedVersion + 1 &&
        same &&
        (!request.imageFocus || (await holdsImageFocus(trx, request.values.image, request.imageFocus)));
      return repeat ? { ok: true, changed: false } : { ok: false, reason: 'stale' };
    }
    const updated = await trx
      .updateTable('portfolio_items')
      .set({ ...request.values, version: version + 1 })
      .where('id', '=', request.id)
      .where(atVersion(version))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    if (request.imageFocus) await keepImageFocus(trx, request.values.image, request.imageFocus);
    await touchContent(trx);
    return { ok: true, changed: true };
  });
}

/** Only if it is still as the designer saw it when she confirmed. */
export async function deletePortfolioItem(
  db: Db,
  request: { id: number; expectedVersion: number },
): Promise<PortfolioChange> {
  const deleted = await changingContent(
    db,
    (trx) =>
      trx
        .deleteFrom('portfolio_items')
        .where('id', '=', request.id)
        .where(atVersion(request.expectedVersion))
        .executeTakeFirst(),
    (result) => Number(result.numDeletedRows) === 1,
  );
  if (Number(deleted.numDeletedRows) === 1) return { ok: true, changed: true };
  const exists = await db.selectFrom('portfolio_items').select('id').where('id', '=', request.id).executeTakeFirst();
  return { ok: false, reason: exists ? 'stale' : 'missing' };
}
