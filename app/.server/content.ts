import * as v from 'valibot';
import type { Db } from './db/connection';
import { fromJson, nowIso, toJson } from './db/values';
import {
  AboutContentSchema,
  HomeContentSchema,
  LegalPageSchema,
  type AboutContent,
  type HomeContent,
  type LegalPage,
} from '~/schemas/site-content';

const schemas = {
  home: HomeContentSchema,
  about: AboutContentSchema,
  privacy: LegalPageSchema,
  terms: LegalPageSchema,
} as const;

export type ContentKey = keyof typeof schemas;
type ContentOf<K extends ContentKey> = v.InferOutput<(typeof schemas)[K]>;

export class MissingContentError extends Error {}

/** Reads one page's content; it is validated so a bad row fails loudly, not halfway through a render. */
export async function getContent<K extends ContentKey>(db: Db, key: K): Promise<ContentOf<K>> {
  const row = await db.selectFrom('site_content').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) throw new MissingContentError(`site_content has no "${key}" row`);
  return v.parse(schemas[key], fromJson(row.value)) as ContentOf<K>;
}

/** Saves one page's content (validated); inserts the row if it is missing. */
export async function saveContent<K extends ContentKey>(db: Db, key: K, value: ContentOf<K>): Promise<void> {
  const parsed = v.parse(schemas[key], value);
  const updatedAt = nowIso();
  await db
    .insertInto('site_content')
    .values({ key, value: toJson(parsed), updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: toJson(parsed), updated_at: updatedAt }))
    .execute();
}

export const getHomeContent = (db: Db): Promise<HomeContent> => getContent(db, 'home');
export const getAboutContent = (db: Db): Promise<AboutContent> => getContent(db, 'about');
export const getLegalPage = (db: Db, key: 'privacy' | 'terms'): Promise<LegalPage> => getContent(db, key);
