import { sql } from 'kysely';
import { engineOf, type Db } from './connection';
import { migrateToLatest, migrationsNewerThanCode } from './migrate';
import { loadSampleContentOnce } from './seed';

/**
 * The database's part of a start-up: migrations, then the sample content of an empty database.
 * Several instances may start at once (a deploy to several machines): on PostgreSQL one of them
 * does this holding an advisory lock on the schema, and the others wait for it (saying so in the
 * log), then find nothing left to do. (Kysely's migrator and the sample content's load each take a
 * lock of their own as well, so neither runs twice even when called alone, as by the admin
 * command.) SQLite has one server.
 *
 * A database migrated by a newer release (a rolling deploy: the new code's instance starts
 * first, the old ones serve on) is served as it is: migrations are additive (docs/operations.md),
 * so this code still reads and writes it, and it must not refuse to start, nor undo anything.
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

/**
 * Runs `work` holding a PostgreSQL session lock named after the schema, on a connection of its
 * own (an advisory lock belongs to the connection that took it). Says so when it has to wait.
 */
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
