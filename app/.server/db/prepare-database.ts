import { sql } from 'kysely';
import { engineOf, type Db } from './connection';
import { migrateToLatest, migrationsNewerThanCode } from './migrate';
import { loadSampleContentOnce } from './seed';

/**
 * Migrations, then the sample content of an empty database; on PostgreSQL instances starting together take
 * turns under an advisory lock. A database a newer release migrated is served as it is: migrations are
 * additive (docs/operations.md).
 */
export async function prepareDatabase(db: Db, log: (line: string) => void): Promise<void> {
  const engine = engineOf(db);
  await whileHoldingStartupLock(db, log, async () => {
    const newer = await migrationsNewerThanCode(db);
    if (newer.length) {
      log(`Database (${engine}): migrated by a newer release (${newer.join(', ')}); serving on it without migrating`);
    } else {
      const applied = await migrateToLatest(db);
      if (applied.length) log(`Database (${engine}): applied ${applied.join(', ')}`);
    }
    if (await loadSampleContentOnce(db)) log('Database: loaded the sample content');
  });
}

/** On a connection of its own, because an advisory lock belongs to the connection that took it. */
async function whileHoldingStartupLock(db: Db, log: (line: string) => void, work: () => Promise<void>) {
  if (engineOf(db) !== 'postgres') return work();
  await db.connection().execute(async (connection) => {
    const key = sql`hashtext('petal-and-quill start-up: ' || current_schema())`;
    const tried = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!tried.rows[0]?.locked) {
      log('Database (postgres): another instance is migrating; waiting for it');
      await sql`select pg_advisory_lock(${key})`.execute(connection);
    }
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
