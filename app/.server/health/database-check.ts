import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** How long /healthz waits for the database before it calls it down (Fly's check gives up at 5 s). */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export type DatabaseHealth = 'ok' | 'failed' | 'timed out';

/**
 * Reads the migrations table, which every migrated database has: on SQLite that reads the file
 * (a bare `select 1` would not), on PostgreSQL it needs a connection and the schema. A database
 * that does not answer within `timeoutMs` counts as down, so a hung connection cannot hang the
 * check; the query left behind finishes or fails on its own.
 */
export async function checkDatabase(db: Db, timeoutMs = DATABASE_CHECK_TIMEOUT_MS): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DatabaseHealth>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const query = sql`select count(*) from kysely_migration`.execute(db).then(
    (): DatabaseHealth => 'ok',
    (): DatabaseHealth => 'failed',
  );
  try {
    return await Promise.race([query, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
