import type { Db } from '../db/connection';
import { VERIFICATION_RETENTION_MS } from './throttles';

/** Verifications are kept for the hour the per-e-mail limit counts, then deleted. */
export async function deleteExpiredAuthRecords(
  db: Db,
  now: Date = new Date(),
): Promise<{ sessions: number; verifications: number }> {
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  const verifications = await db
    .deleteFrom('verifications')
    .where('created_at', '<=', new Date(now.getTime() - VERIFICATION_RETENTION_MS).toISOString())
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows), verifications: Number(verifications.numDeletedRows) };
}
