import crypto from 'node:crypto';
import {
  FEATURED_ITEMS_MAX,
  TEAM_MEMBERS_MAX,
  type AboutContent,
  type FeaturedItem,
  type HomeContent,
  type TeamMember,
} from '~/schemas/site-content';
import { getStoredContent, saveContent, type ContentOf, type StoredContent } from './pages';
import type { Db } from '../db/connection';

/**
 * The changes the home and about editors make to their page (`site_content` 'home' and 'about'):
 * the page's own fields, and the items of its list (featured items, team members) one at a time.
 *
 * Each change names the part it was made on by a fingerprint of that part as the editor showed
 * it, and is applied to the page as it is now: a change to another part meanwhile (someone added
 * a team member while the designer edited the founder's bio) does not refuse it, a change to the
 * same part does (nothing is saved over it). The page is saved with saveContent's version check
 * in one transaction, so of two changes at once neither is lost: the one that loses the race is
 * applied again on top of the other. An add spends its form's one-time token in that transaction.
 */

/** The list each page holds, and how many items it may hold. */
export const PAGE_LISTS = {
  home: { list: 'featuredItems', max: FEATURED_ITEMS_MAX },
  about: { list: 'teamMembers', max: TEAM_MEMBERS_MAX },
} as const;

export type ListPage = keyof typeof PAGE_LISTS;
interface Parts {
  home: { item: FeaturedItem; fields: Omit<HomeContent, 'featuredItems'> };
  about: { item: TeamMember; fields: Omit<AboutContent, 'teamMembers'> };
}
export type ItemOf<K extends ListPage> = Parts[K]['item'];
export type ItemValues<K extends ListPage> = Omit<ItemOf<K>, 'id'>;
export type PageFields<K extends ListPage> = Parts[K]['fields'];

/** A short, stable digest of a part of a page (flat objects: the order of their keys does not matter). */
export function fingerprintOf(part: object): string {
  const json = JSON.stringify(part, Object.keys(part).sort());
  return crypto.createHash('sha256').update(json).digest('base64url').slice(0, 22);
}

const listOf = <K extends ListPage>(key: K, content: ContentOf<K>): ItemOf<K>[] =>
  (content as Record<string, unknown>)[PAGE_LISTS[key].list] as ItemOf<K>[];

const withList = <K extends ListPage>(key: K, content: ContentOf<K>, items: ItemOf<K>[]): ContentOf<K> =>
  ({ ...content, [PAGE_LISTS[key].list]: items }) as ContentOf<K>;

/** The page's own fields (all but its list). */
export function pageFieldsOf<K extends ListPage>(key: K, content: ContentOf<K>): PageFields<K> {
  const { [PAGE_LISTS[key].list]: _list, ...fields } = content as Record<string, unknown>;
  return fields as PageFields<K>;
}

export type ItemChange =
  { ok: true; changed: boolean; id?: string } | { ok: false; reason: 'missing' | 'stale' | 'full' };

export type PageFieldsChange<K extends ListPage> =
  { ok: true; changed: boolean } | { ok: false; reason: 'stale'; current: StoredContent<K> };

/** What a change makes of the page as it is now: the new page (null: it is so already), or why not. */
type Step<K extends ListPage, R> = { next: ContentOf<K> | null; id?: string } | { refused: R };

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** Another save landed between reading the page and saving it: the change is applied again. */
class ConcurrentSave extends Error {}
/** The change cannot be made: the transaction (and the token it spent) is rolled back. */
class Refusal<R> extends Error {
  constructor(readonly outcome: R) {
    super('refused');
  }
}

/** Enough for every editor of the studio saving at the same moment. */
const MAX_ATTEMPTS = 8;

async function changePage<K extends ListPage, R>(
  db: Db,
  key: K,
  step: (current: StoredContent<K>) => Step<K, R>,
  spend?: (trx: Trx) => Promise<boolean>,
): Promise<{ ok: true; changed: boolean; id?: string } | R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        // A repeat of an add that landed (double click, retry): nothing more to do.
        if (spend && !(await spend(trx))) return { ok: true as const, changed: false };
        const current = await getStoredContent(trx, key);
        const planned = step(current);
        if ('refused' in planned) throw new Refusal(planned.refused);
        if (!planned.next) return { ok: true as const, changed: false, id: planned.id };
        const saved = await saveContent(trx, key, planned.next, current.version);
        if (!saved.ok) throw new ConcurrentSave();
        return { ok: true as const, changed: saved.changed, id: planned.id };
      });
    } catch (error) {
      if (error instanceof Refusal) return error.outcome as R;
      if (!(error instanceof ConcurrentSave) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Saves the page's own fields, if nobody changed them since the editor showed them (`fingerprint`
 * of its fields then); its list stays as it is now. Refused: the page as it is now.
 */
export function savePageFields<K extends ListPage>(
  db: Db,
  key: K,
  change: { fields: PageFields<K>; fingerprint: string },
): Promise<PageFieldsChange<K>> {
  return changePage(db, key, (current): Step<K, PageFieldsChange<K>> => {
    const now = pageFieldsOf(key, current.value);
    const wanted = fingerprintOf(change.fields);
    if (fingerprintOf(now) === wanted) return { next: null };
    if (fingerprintOf(now) !== change.fingerprint) return { refused: { ok: false, reason: 'stale', current } };
    return { next: { ...current.value, ...change.fields } };
  });
}

/** Adds an item at the end of the list, with a new id. `spend`: the form's one-time token (a repeat adds nothing). */
export function addItem<K extends ListPage>(
  db: Db,
  key: K,
  values: ItemValues<K>,
  spend?: (trx: Trx) => Promise<boolean>,
): Promise<ItemChange> {
  return changePage(
    db,
    key,
    ({ value }): Step<K, ItemChange> => {
      const items = listOf(key, value);
      if (items.length >= PAGE_LISTS[key].max) return { refused: { ok: false, reason: 'full' } };
      const id = crypto.randomUUID();
      return { next: withList(key, value, [...items, { id, ...values } as ItemOf<K>]), id };
    },
    spend,
  );
}

/**
 * Replaces an item's values, if it is still as the editor showed it (`fingerprint`); the same
 * edit sent twice is applied once. Missing: it was deleted meanwhile.
 */
export function editItem<K extends ListPage>(
  db: Db,
  key: K,
  change: { id: string; fingerprint: string; values: ItemValues<K> },
): Promise<ItemChange> {
  return changePage(db, key, ({ value }): Step<K, ItemChange> => {
    const items = listOf(key, value);
    const index = items.findIndex((item) => item.id === change.id);
    if (index < 0) return { refused: { ok: false, reason: 'missing' } };
    const edited = { ...change.values, id: change.id } as ItemOf<K>;
    const now = fingerprintOf(items[index]!);
    if (now === fingerprintOf(edited)) return { next: null, id: change.id };
    if (now !== change.fingerprint) return { refused: { ok: false, reason: 'stale' } };
    return { next: withList(key, value, items.with(index, edited)), id: change.id };
  });
}

/** Deletes an item, if it is still as the editor showed it when she confirmed. Missing: it is gone already. */
export function deleteItem<K extends ListPage>(
  db: Db,
  key: K,
  target: { id: string; fingerprint: string },
): Promise<ItemChange> {
  return changePage(db, key, ({ value }): Step<K, ItemChange> => {
    const items = listOf(key, value);
    const item = items.find((candidate) => candidate.id === target.id);
    if (!item) return { refused: { ok: false, reason: 'missing' } };
    if (fingerprintOf(item) !== target.fingerprint) return { refused: { ok: false, reason: 'stale' } };
    return {
      next: withList(
        key,
        value,
        items.filter((candidate) => candidate !== item),
      ),
      id: target.id,
    };
  });
}

/** One item of the page as saved now, with its fingerprint (the edit and delete pages); null when there is none. */
export async function getItem<K extends ListPage>(db: Db, key: K, id: string) {
  const { value } = await getStoredContent(db, key);
  const item = listOf(key, value).find((candidate) => candidate.id === id);
  return item ? { item, fingerprint: fingerprintOf(item) } : null;
}

/** The page for its editor: its fields with their fingerprint, its items each with theirs, and its version. */
export async function getPageForEditor<K extends ListPage>(db: Db, key: K) {
  const { value, version, updatedAt } = await getStoredContent(db, key);
  const fields = pageFieldsOf(key, value);
  return {
    fields,
    fingerprint: fingerprintOf(fields),
    items: listOf(key, value).map((item) => ({ item, fingerprint: fingerprintOf(item) })),
    version,
    updatedAt,
  };
}
