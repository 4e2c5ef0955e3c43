import { sql } from 'kysely';
import { engineOf, type Db } from '../db/connection';

/** Per database: on SQLite one process owns it. */
const making = new WeakMap<Db, Set<number>>();

/**
 * Two makers at once would overwrite each other's files under the rows (a PDF is not the same bytes
 * twice). On PostgreSQL the claim is a transaction advisory lock, tried not awaited, freed with a dead
 * maker's connection; on SQLite a claim in this process. Null when another maker holds it.
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
