import { atVersion } from '~/.server/db/row-versions';
import crypto from 'node:crypto';
import { sql, type Insertable, type Selectable } from 'kysely';
import { FEATURED_ITEMS_MAX, TEAM_MEMBERS_MAX, type FeaturedItem, type TeamMember } from '~/schemas/site-content';
import { engineOf, type Db } from '../db/connection';
import type { FeaturedItemsTable, TeamMembersTable } from '../db/schema';
import { nowIso } from '../db/values';
import { changingContent, touchContent } from '../page-cache/content-version';

/**
 * A row per item in `position` order. A change from a stale page is refused
 * (docs/decisions/0014-row-versions-for-stale-edits.md), the same edit sent twice is applied once, and
 * a change raises the content version in its transaction.
 */
export const PAGE_LISTS = {
  featured: {
    table: 'featured_items',
    max: FEATURED_ITEMS_MAX,
    itemOf: (row: Selectable<FeaturedItemsTable>): FeaturedItem => ({
      id: row.id,
      title: row.title,
      image: row.image,
      link: row.link,
    }),
  },
  team: {
    table: 'team_members',
    max: TEAM_MEMBERS_MAX,
    itemOf: (row: Selectable<TeamMembersTable>): TeamMember => ({
      id: row.id,
      name: row.name,
      title: row.title,
      image: row.image,
      bio: row.bio,
    }),
  },
} as const;

export type ListName = keyof typeof PAGE_LISTS;
type ListTable = (typeof PAGE_LISTS)[ListName]['table'];
export type ItemOf<L extends ListName> = ReturnType<(typeof PAGE_LISTS)[L]['itemOf']>;
export type ItemValues<L extends ListName> = Omit<ItemOf<L>, 'id'>;
export interface VersionedItem<L extends ListName> {
  item: ItemOf<L>;
  version: number;
}

export type ItemChange =
  { ok: true; changed: boolean; id?: string } | { ok: false; reason: 'missing' | 'stale' | 'full' };

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

const tableOf = (list: ListName): ListTable => PAGE_LISTS[list].table;

/** Kysely types a query of either table as one of both; each list's values are its own. */
type ListRow = Insertable<FeaturedItemsTable & TeamMembersTable>;
type NewRow<L extends ListName> = ItemOf<L> & { position: number; created_at: string; updated_at: string };
const rowOf = <L extends ListName>(row: NewRow<L>) => row as ListRow;

function versioned<L extends ListName>(list: L, row: Selectable<FeaturedItemsTable & TeamMembersTable>) {
  return { item: PAGE_LISTS[list].itemOf(row) as ItemOf<L>, version: Number(row.version) };
}

export async function listItems<L extends ListName>(db: Db, list: L): Promise<VersionedItem<L>[]> {
  const rows = await db.selectFrom(tableOf(list)).selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => versioned(list, row));
}

export async function getItem<L extends ListName>(db: Db, list: L, id: string): Promise<VersionedItem<L> | null> {
  const row = await db.selectFrom(tableOf(list)).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? versioned(list, row) : null;
}

/** Ids included, for the sample content (whose load raises the content version). */
export async function insertItems<L extends ListName>(db: Db, list: L, items: readonly ItemOf<L>[]): Promise<void> {
  if (!items.length) return;
  const { last } = await db
    .selectFrom(tableOf(list))
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirstOrThrow();
  const now = nowIso();
  await db
    .insertInto(tableOf(list))
    .values(
      items.map((item, index) =>
        rowOf<L>({ ...item, position: Number(last ?? 0) + index + 1, created_at: now, updated_at: now }),
      ),
    )
    .execute();
}

/** Refused: the transaction (and the form token it spent) is rolled back. */
class ListFull extends Error {}

/** `spend` (the form's one-time token) runs first in the transaction: false means a repeat, and nothing is added. */
export async function addItem<L extends ListName>(
  db: Db,
  list: L,
  values: ItemValues<L>,
  spend?: (trx: Trx) => Promise<boolean>,
): Promise<ItemChange> {
  try {
    return await db.transaction().execute(async (trx): Promise<ItemChange> => {
      if (spend && !(await spend(trx))) return { ok: true, changed: false };
      // Adds to one list take turns, so two at once cannot both take the last place, nor the same position.
      if (engineOf(db) === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtextextended(${tableOf(list)}, 0))`.execute(trx);
      }
      const { count, last } = await trx
        .selectFrom(tableOf(list))
        .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('position').as('last')])
        .executeTakeFirstOrThrow();
      if (Number(count) >= PAGE_LISTS[list].max) throw new ListFull();
      const id = crypto.randomUUID();
      const now = nowIso();
      await trx
        .insertInto(tableOf(list))
        .values(
          rowOf<L>({ ...values, id, position: Number(last ?? 0) + 1, created_at: now, updated_at: now } as NewRow<L>),
        )
        .execute();
      await touchContent(trx);
      return { ok: true, changed: true, id };
    });
  } catch (error) {
    if (error instanceof ListFull) return { ok: false, reason: 'full' };
    throw error;
  }
}

/** The same edit sent twice is applied once; missing: it was deleted meanwhile. */
export async function updateItem<L extends ListName>(
  db: Db,
  list: L,
  change: { id: string; expectedVersion: number; values: ItemValues<L> },
): Promise<ItemChange> {
  const table = tableOf(list);
  return db.transaction().execute(async (trx): Promise<ItemChange> => {
    const row = await trx.selectFrom(table).selectAll().where('id', '=', change.id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'missing' };
    const version = Number(row.version);
    const current: Record<string, unknown> = PAGE_LISTS[list].itemOf(row);
    const same = Object.entries(change.values).every(([key, value]) => current[key] === value);
    if (version !== change.expectedVersion) {
      return version === change.expectedVersion + 1 && same
        ? { ok: true, changed: false, id: change.id }
        : { ok: false, reason: 'stale' };
    }
    if (same) return { ok: true, changed: false, id: change.id };
    const updated = await trx
      .updateTable(table)
      .set({ ...change.values, version: version + 1, updated_at: nowIso() })
      .where('id', '=', change.id)
      .where(atVersion(version))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    await touchContent(trx);
    return { ok: true, changed: true, id: change.id };
  });
}

export async function deleteItem(
  db: Db,
  list: ListName,
  target: { id: string; expectedVersion: number },
): Promise<ItemChange> {
  const table = tableOf(list);
  const deleted = await changingContent(
    db,
    (trx) =>
      trx.deleteFrom(table).where('id', '=', target.id).where(atVersion(target.expectedVersion)).executeTakeFirst(),
    (result) => Number(result.numDeletedRows) === 1,
  );
  if (Number(deleted.numDeletedRows) === 1) return { ok: true, changed: true, id: target.id };
  const exists = await db.selectFrom(table).select('id').where('id', '=', target.id).executeTakeFirst();
  return { ok: false, reason: exists ? 'stale' : 'missing' };
}
