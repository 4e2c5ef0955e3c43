import { atVersion, nextVersion } from '~/.server/db/row-versions';
import * as v from 'valibot';
import type { Db } from '../db/connection';
import { fromJson, nowIso, toIso, toJson } from '../db/values';
import { changingContent } from '../page-cache/content-version';
import {
  AboutContentSchema,
  AboutFieldsSchema,
  HomeContentSchema,
  HomeFieldsSchema,
  LegalPageSchema,
  type AboutContent,
  type HomeContent,
  type LegalPage,
} from '~/schemas/site-content';
import type { LegalPageKey } from '~/lib/legal-pages';
import { listItems } from './items';

/** The home and about pages' lists are rows of their own (./items.ts). */
const schemas = {
  home: HomeFieldsSchema,
  about: AboutFieldsSchema,
  privacy: LegalPageSchema,
  terms: LegalPageSchema,
} as const;

export type ContentKey = keyof typeof schemas;
export type ContentOf<K extends ContentKey> = v.InferOutput<(typeof schemas)[K]>;

export class MissingContentError extends Error {}

export interface StoredContent<K extends ContentKey> {
  value: ContentOf<K>;
  version: number;
  updatedAt: string;
}

/** Validated, so a bad row fails loudly, not halfway through a render. */
async function readStored<K extends ContentKey>(db: Db, key: K): Promise<StoredContent<K> | null> {
  const row = await db
    .selectFrom('site_content')
    .select(['value', 'version', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    value: v.parse(schemas[key], fromJson(row.value)) as ContentOf<K>,
    version: Number(row.version),
    updatedAt: toIso(row.updated_at),
  };
}

export async function getStoredContent<K extends ContentKey>(db: Db, key: K): Promise<StoredContent<K>> {
  const stored = await readStored(db, key);
  if (!stored) throw new MissingContentError(`site_content has no "${key}" row`);
  return stored;
}

export async function getContent<K extends ContentKey>(db: Db, key: K): Promise<ContentOf<K>> {
  return (await getStoredContent(db, key)).value;
}

/** `changed` is false when the page already held exactly this (the same form sent twice). */
export type SaveContentResult<K extends ContentKey> =
  { ok: true; changed: boolean; version: number } | { ok: false; reason: 'stale'; current: StoredContent<K> };

/**
 * One statement checks and counts up the version, so of two editors on the same version only the first
 * lands. Saving what the page already holds is not refused, so a double submit is harmless.
 */
export async function saveContent<K extends ContentKey>(
  db: Db,
  key: K,
  value: ContentOf<K>,
  expectedVersion: number,
): Promise<SaveContentResult<K>> {
  const json = toJson(v.parse(schemas[key], value));
  // Both sides come out of the same schema, so equal content is equal JSON.
  const unchanged = (current: StoredContent<K>) => toJson(current.value) === json;
  const refusedOrUnchanged = async (): Promise<SaveContentResult<K>> => {
    const current = await readStored(db, key);
    if (!current) throw new MissingContentError(`site_content has no "${key}" row`);
    return unchanged(current)
      ? { ok: true, changed: false, version: current.version }
      : { ok: false, reason: 'stale', current };
  };

  const current = await readStored(db, key);
  if (!current) {
    const inserted = await changingContent(
      db,
      (trx) =>
        trx
          .insertInto('site_content')
          .values({ key, value: json, version: 1, updated_at: nowIso() })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst(),
      (result) => Number(result.numInsertedOrUpdatedRows ?? 0) === 1,
    );
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1
      ? { ok: true, changed: true, version: 1 }
      : refusedOrUnchanged();
  }
  if (unchanged(current) || current.version !== expectedVersion) return refusedOrUnchanged();
  const updated = await changingContent(
    db,
    (trx) =>
      trx
        .updateTable('site_content')
        .set({ value: json, updated_at: nowIso(), version: nextVersion })
        .where('key', '=', key)
        .where(atVersion(expectedVersion))
        .executeTakeFirst(),
    (result) => Number(result.numUpdatedRows) === 1,
  );
  // No row: another save landed between the read and the update (or the same form, sent twice at once).
  return Number(updated.numUpdatedRows) === 1
    ? { ok: true, changed: true, version: expectedVersion + 1 }
    : refusedOrUnchanged();
}

export async function getHomeContent(db: Db): Promise<HomeContent> {
  const [fields, items] = await Promise.all([getContent(db, 'home'), listItems(db, 'featured')]);
  return v.parse(HomeContentSchema, { ...fields, featuredItems: items.map(({ item }) => item) });
}

export async function getAboutContent(db: Db): Promise<AboutContent> {
  const [fields, items] = await Promise.all([getContent(db, 'about'), listItems(db, 'team')]);
  return v.parse(AboutContentSchema, { ...fields, teamMembers: items.map(({ item }) => item) });
}

export async function getLegalPage(db: Db, key: LegalPageKey): Promise<{ page: LegalPage; updatedAt: string }> {
  const { value, updatedAt } = await getStoredContent(db, key);
  return { page: value, updatedAt };
}
