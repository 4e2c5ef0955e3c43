import { sql } from 'kysely';
import { engineOf, type Db } from '../db/connection';

/** Collections whose files this process is making now, per database (SQLite: one process owns it). */
const making = new WeakMap<Db, Set<number>>();

/**
 * Runs `make` for a collection's template files unless another maker is at it: making them takes
 * a second or more (ten renders and uploads), and two makers at once would each render and store
 * them, the second overwriting the first's files under the rows the first wrote (a PDF is not the
 * same bytes twice). On PostgreSQL, where several server instances share the database and the file
 * store, the claim is a transaction-scoped advisory lock, tried and not waited for: a maker that
 * dies frees it with its connection, and it works through a transaction-mode pooler too; `make`
 * writes through that transaction. On SQLite, which one process owns, it is a claim in this
 * process (the start-up's run and an admin's new collection). Answers null when another maker
 * holds the claim.
 */
export async function whileMakingFilesOf<T>(
  db: Db,
  collectionId: number,
  make: (db: Db) => Promise<T>,
): Promise<T | null> {
  if (engineOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const key = `collection-files:${collectionId}`;
      const { rows } = await sql<{
        claimed: boolean;
      }>`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as claimed`.execute(trx);
      return rows[0]?.claimed ? make(trx) : null;
    });
  }
  let claims = making.get(db);
  if (!claims) making.set(db, (claims = new Set()));
  if (claims.has(collectionId)) return null;
  claims.add(collectionId);
  try {
    return await make(db);
  } finally {
    claims.delete(collectionId);
  }
}
