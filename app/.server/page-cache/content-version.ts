import { sql, type CompiledQuery } from 'kysely';
import { engineOf, type Db } from '../db/connection';

/** The PostgreSQL channel every raise is announced on, for the servers that hold the version (version-watch.ts). */
export const CONTENT_CHANNEL = 'content_version';

/** In the write's transaction, after it, so the version shows exactly when the content does. */
export async function touchContent(trx: Db): Promise<void> {
  // An upsert, so a missing row (a database restored without it) is made rather than never raised.
  const { version } = await trx
    .insertInto('content_version')
    .values({ id: 1, version: 2 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ version: sql`content_version.version + 1` }))
    .returning('version')
    .executeTakeFirstOrThrow();
  // Sent by PostgreSQL when the transaction commits, and never when it rolls back.
  if (engineOf(trx) === 'postgres') await sql`select pg_notify(${CONTENT_CHANNEL}, ${String(version)})`.execute(trx);
}

const versionQueries = new WeakMap<Db, CompiledQuery<{ version: number | string }>>();

/** Read per cached page on SQLite: the query is built once per database, not on every read. */
export async function readContentVersion(db: Db): Promise<number | null> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom('content_version').select('version').where('id', '=', 1).compile();
    versionQueries.set(db, query);
  }
  const [row] = (await db.executeQuery(query)).rows;
  return row ? Number(row.version) : null;
}

/** On SQLite outside a transaction, two statements: the cache lives in that one process, so a crash also empties it. */
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
