import { sql } from 'kysely';
import { engineOf, type Db } from '../db/connection';

/**
 * The content version: one row (migration 0016_page_cache_content_version) that every write
 * changing what a public page shows raises, in the same transaction as the write. The page cache
 * (./page-cache.ts) tags each page it keeps with the version it read before rendering it, and
 * reads the row again (one primary-key read) on every cacheable request: a page of another
 * version is not served. One row in the shared database, so a save on any server instance
 * reaches every instance's cache at its next request, with no message between them.
 *
 * Why the write and the raise share a transaction: the version becomes visible exactly when the
 * content does. A render that read the old version before the commit is tagged with it and never
 * served after; one that read the new version reads the new content. (A raise before the commit
 * could let a render tag old content with the new version, kept until the next change.)
 *
 * What raises it (each domain save function, never a route): collections (add, edit, archive,
 * delete), the designer's slot templates (the collection page's names preview), portfolio items,
 * the home, about, privacy and terms pages (their fields, through saveContent), featured items and
 * team members (content/items.ts), testimonials (approve, reject, feature, unfeature, add, edit,
 * delete), the sample content and the site's own artwork taken through the image pipeline at
 * start-up. What does not: a visitor's review waiting for approval, contact messages, orders,
 * template files (downloads, not shown on a public page), sessions, mail.
 */

/** Raises the content version, inside `trx`: call it in the transaction of the write, after it. */
export async function touchContent(trx: Db): Promise<void> {
  // An upsert, so a missing row (a database restored without it) is made rather than never raised.
  await trx
    .insertInto('content_version')
    .values({ id: 1, version: 2 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ version: sql`content_version.version + 1` }))
    .execute();
}

/** The content version now; null when the row is missing (then nothing is cached). */
export async function readContentVersion(db: Db): Promise<number | null> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.version) : null;
}

/**
 * Runs `work` (one write) and raises the content version after it when `changed(result)` says it
 * changed something a page shows: in the caller's transaction when `db` is one, else in a new one
 * on PostgreSQL (where several instances share the database).
 *
 * On SQLite, outside a transaction, the write and the raise are two statements, one after the
 * other: a SQLite file has one server process, and its cache lives in that process, so the only
 * gap (a crash between the two) also empties the cache. A transaction there would hold the write
 * lock across an await, and a second connection in the same process (the tests' second
 * "instance") would block on it synchronously instead of waiting.
 */
export async function changingContent<T>(
  db: Db,
  work: (trx: Db) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  const run = async (trx: Db) => {
    const result = await work(trx);
    if (changed(result)) await touchContent(trx);
    return result;
  };
  return db.isTransaction || engineOf(db) === 'sqlite' ? run(db) : db.transaction().execute(run);
}
