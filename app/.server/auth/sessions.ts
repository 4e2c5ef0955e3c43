import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import { toIso } from '../db/values';
import { buildSessionUser, type SessionUser } from './profiles';

export const FIVE_MINUTES_MS = 5 * 60 * 1000;
export const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Fixed from sign-in, not sliding. */
export const SESSION_TTL_MS = THIRTY_DAYS_MS;
export const LAST_SEEN_RESOLUTION_MS = FIVE_MINUTES_MS;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored, so a leaked sessions table cannot be replayed as cookies. */
export function hashSessionId(sessionId: string): string {
  return crypto.createHash('sha256').update(sessionId).digest('hex');
}

export async function createSession(
  db: Db,
  profileId: number,
  now: Date = new Date(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      profile_id: profileId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return { id, expiresAt };
}

export async function getSessionUser(db: Db, sessionId: unknown, now: Date = new Date()): Promise<SessionUser | null> {
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
  const idHash = hashSessionId(sessionId);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('profiles', 'profiles.id', 'sessions.profile_id')
    .select(['profiles.id', 'profiles.email', 'profiles.name', 'profiles.is_admin', 'profiles.avatar_url'])
    .select(['sessions.expires_at', 'sessions.last_seen_at'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || Date.parse(toIso(row.expires_at)) <= now.getTime()) return null;
  if (now.getTime() - Date.parse(toIso(row.last_seen_at)) >= LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id_hash', '=', idHash).execute();
  }
  return buildSessionUser(Number(row.id), row.email, row);
}

/** The id comes from the cookie: anything but text names no session. */
export async function deleteSession(db: Db, sessionId: unknown): Promise<void> {
  if (typeof sessionId !== 'string') return;
  await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(sessionId)).execute();
}

export async function deleteAllSessions(db: Db, profileId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('profile_id', '=', profileId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
