import type { Db } from '../db/connection';
import { toBool } from '../db/values';

/** The signed-in user as the spec defines it (section 3). */
export interface SessionUser {
  id: number;
  email: string;
  /** The profile's name, or the e-mail when there is none. */
  name: string;
  isAdmin: boolean;
  avatar_url: string | null;
}

/** E-mails are kept and compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An ADMIN_EMAILS value ("a@x.com, b@y.com") as a list of normalised e-mails. */
export function parseAdminEmails(value: string | undefined): string[] {
  return (value ?? '').split(',').map(normaliseEmail).filter(Boolean);
}

/**
 * The spec's rule for the session user: name falls back to the e-mail; with no profile row the
 * user is not an admin and has no avatar.
 */
export function buildSessionUser(
  id: number,
  email: string,
  profile: { name: string | null; is_admin: unknown; avatar_url: string | null } | undefined,
): SessionUser {
  return {
    id,
    email,
    name: profile?.name?.trim() ? profile.name : email,
    isAdmin: profile ? toBool(profile.is_admin) : false,
    avatar_url: profile?.avatar_url ?? null,
  };
}

/** The profile's id, creating the profile on the first successful sign-in. */
export async function ensureProfile(db: Db, email: string, now: Date = new Date()): Promise<number> {
  const normalised = normaliseEmail(email);
  await db
    .insertInto('profiles')
    .values({ email: normalised, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const { id } = await db.selectFrom('profiles').select('id').where('email', '=', normalised).executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * Makes the profile an admin when its e-mail is on the ADMIN_EMAILS list; run at every sign-in.
 * It only ever grants: taking an e-mail off the list does not demote anyone (use revokeAdmin),
 * so an admin granted by the CLI is never demoted by a list that does not name them.
 * Returns true when the e-mail is on the list.
 */
export async function syncAdminFromList(db: Db, email: string, adminEmails: readonly string[]): Promise<boolean> {
  const normalised = normaliseEmail(email);
  if (!adminEmails.some((listed) => normaliseEmail(listed) === normalised)) return false;
  await db.updateTable('profiles').set({ is_admin: true }).where('email', '=', normalised).execute();
  return true;
}

/** Makes an e-mail an admin, creating its profile if there is none yet. Returns the profile id. */
export async function grantAdmin(db: Db, email: string, now: Date = new Date()): Promise<number> {
  const normalised = normaliseEmail(email);
  const { id } = await db
    .insertInto('profiles')
    .values({ email: normalised, is_admin: true, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('email').doUpdateSet({ is_admin: true }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Takes admin rights away; false when there is no profile with that e-mail. */
export async function revokeAdmin(db: Db, email: string): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ is_admin: false })
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the display name (trimmed; blank clears it, so the e-mail shows). False when no such profile. */
export async function updateProfileName(db: Db, profileId: number, name: string | null): Promise<boolean> {
  const trimmed = name?.trim() || null;
  const result = await db.updateTable('profiles').set({ name: trimmed }).where('id', '=', profileId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
