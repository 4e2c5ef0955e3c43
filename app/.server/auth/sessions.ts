import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import { toIso } from '../db/values';
import { buildSessionUser, type SessionUser } from './profiles';

export const FIVE_MINUTES_MS = 5 * 60 * 1000;
export const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** A session lasts this long from sign-in (fixed, not sliding). */
export const SESSION_TTL_MS = THIRTY_DAYS_MS;
/** last_seen_at is written at most this often, so reading a session is not a write per request. */
export const LAST_SEEN_RESOLUTION_MS = FIVE_MINUTES_MS;

/** 32 random bytes in base64url: 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The database keeps only this, so a leaked sessions table cannot be replayed as cookies. */
export function hashSessionId(sessionId: string): string {
  return crypto.createHash('sha256').update(sessionId).digest('hex');
}

/** Starts a session; the returned id goes into the (signed, httpOnly) cookie and nowhere else. */
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

/** The signed-in user of a session id, or null when the id is malformed, unknown or expired. */
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

/**
 * Signs one session out. The id comes from the cookie, like getSessionUser's: anything but text
 * names no session (a signed cookie of another shape once made Sign Out a 500; fuzz suite).
 */
export async function deleteSession(db: Db, sessionId: unknown): Promise<void> {
  if (typeof sessionId !== 'string') return;
  await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(sessionId)).execute();
}

/** "Sign out everywhere": ends every session of the profile. Returns how many there were. */
export async function deleteAllSessions(db: Db, profileId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('profile_id', '=', profileId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
