import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** Fly's check gives up at 5 s. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export type DatabaseHealth = 'ok' | 'failed' | 'timed out';

/** On SQLite the migrations table touches the file (`select 1` would not); a timeout stops a hung connection. */
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
