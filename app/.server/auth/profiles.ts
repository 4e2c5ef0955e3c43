import type { Db } from '../db/connection';
import { toBool } from '../db/values';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
  avatar_url: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function parseAdminEmails(value: string | undefined): string[] {
  return (value ?? '').split(',').map(normaliseEmail).filter(Boolean);
}

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
 * Makes the profile an admin when ADMIN_EMAILS lists it, at every sign-in. It only grants, so an
 * admin granted by the CLI is never demoted by a list that does not name them.
 */
export async function syncAdminFromList(db: Db, email: string, adminEmails: readonly string[]): Promise<boolean> {
  const normalised = normaliseEmail(email);
  if (!adminEmails.some((listed) => normaliseEmail(listed) === normalised)) return false;
  await db.updateTable('profiles').set({ is_admin: true }).where('email', '=', normalised).execute();
  return true;
}

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

export async function revokeAdmin(db: Db, email: string): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ is_admin: false })
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Blank clears the name, so the e-mail shows. */
export async function updateProfileName(db: Db, profileId: number, name: string | null): Promise<boolean> {
  const trimmed = name?.trim() || null;
  const result = await db.updateTable('profiles').set({ name: trimmed }).where('id', '=', profileId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
