import type { Db } from '../db/connection';
import { toIso } from '../db/values';
import type { FileStore } from '../storage/file-store';
import { imageHashOf, isOrphan, loadFileReferences, SWEPT_FOLDERS } from './file-references';

/** Deleted only after ORPHAN_GRACE_MS, so an old page, a cached copy or an open form keeps working. */

export const ONE_DAY_MS = 24 * 60 * 60 * 1000;
export const ORPHAN_GRACE_MS = ONE_DAY_MS;
const BATCH = 500;

export interface SweepResult {
  marked: number;
  deleted: string[];
}

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

export async function sweepOrphanFiles(
  deps: { db: Db; files: FileStore },
  options: { now?: Date; graceMs?: number } = {},
): Promise<SweepResult> {
  const { db, files } = deps;
  const now = options.now ?? new Date();
  const graceMs = options.graceMs ?? ORPHAN_GRACE_MS;

  // The listing first, the references after: a file stored meanwhile is named by then, or found again next run.
  const keys = (await Promise.all(SWEPT_FOLDERS.map((folder) => files.list(folder)))).flat();
  const references = await loadFileReferences(db);
  const orphans = new Set(keys.filter((key) => isOrphan(key, references)));

  const marks = await db.selectFrom('orphan_files').select(['storage_key', 'first_seen_at']).execute();
  const marked = new Map(marks.map((mark) => [mark.storage_key, Date.parse(toIso(mark.first_seen_at))]));

  const forgotten = [...marked.keys()].filter((key) => !orphans.has(key));
  for (const batch of batches(forgotten))
    await db.deleteFrom('orphan_files').where('storage_key', 'in', batch).execute();

  const fresh = [...orphans].filter((key) => !marked.has(key));
  for (const batch of batches(fresh)) {
    await db
      .insertInto('orphan_files')
      .values(batch.map((key) => ({ storage_key: key, first_seen_at: now.toISOString() })))
      .onConflict((oc) => oc.column('storage_key').doNothing())
      .execute();
  }

  const due = [...orphans].filter((key) => marked.has(key) && now.getTime() - marked.get(key)! >= graceMs);
  if (!due.length) return { marked: fresh.length, deleted: [] };

  // An editor may have put an old image back a moment ago.
  const current = await loadFileReferences(db);
  const deleted = due.filter((key) => isOrphan(key, current));
  const hashes = [...new Set(deleted.map(imageHashOf).filter((hash): hash is string => hash !== null))];
  // The record first: a form still holding its hash is told the image is gone, never saves a broken one.
  for (const batch of batches(hashes)) await db.deleteFrom('images').where('hash', 'in', batch).execute();
  for (const batch of batches(deleted)) await files.delete(batch);
  for (const batch of batches(deleted)) await db.deleteFrom('orphan_files').where('storage_key', 'in', batch).execute();
  return { marked: fresh.length, deleted };
}
