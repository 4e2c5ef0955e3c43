import crypto from 'node:crypto';
import { createCookie } from '@remix-run/node';
import * as v from 'valibot';
import type { Db } from '~/.server/db/connection';
import { ONE_HOUR_MS, type RateLimitRule } from '~/.server/platform/rate-limit';
import type { Secrets } from '~/.server/platform/signing';
import { saveSite, type SiteChange } from './sites';

/** Wrong passwords a client may type at one site in an hour, as for sign-in codes. */
export const SITE_PASSWORD_LIMIT: RateLimitRule = { action: 'site-password', limit: 10, windowMs: ONE_HOUR_MS };
const ACCESS_DAYS = 60;

/** scrypt with a salt of its own: `<salt>:<hash>`, both hex. */
export function hashSitePassword(password: string): string {
  const salt = crypto.randomBytes(16);
  return `${salt.toString('hex')}:${crypto.scryptSync(password.normalize('NFKC'), salt, 32).toString('hex')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  const expected = Buffer.from(hash, 'hex');
  const given = crypto.scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'hex'), 32);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Sets (or with null, removes) the site's password on the version the editor showed. */
export function setSitePassword(
  db: Db,
  change: { siteId: number; expectedVersion: number; password: string | null },
  now = new Date(),
): Promise<SiteChange> {
  const hash = change.password === null ? null : hashSitePassword(change.password);
  // A password is never "already so" (each hash has its own salt); none is.
  return saveSite(db, change, { password_hash: hash }, (row) => hash === null && row.password_hash === null, now);
}

/**
 * The proof a browser typed the site's password: the site and a stamp of the password's hash, so
 * a new password (or none and then another) shuts out every browser that knew the old one.
 */
export function createSiteAccessCookie(secrets: Secrets, secure: boolean) {
  const cookie = createCookie('site_access', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/i/',
    secrets,
    secure,
    maxAge: ACCESS_DAYS * 24 * 60 * 60,
  });
  const stampOf = (passwordHash: string) =>
    crypto.createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
  const Access = v.array(v.string());
  return {
    async allows(request: Request, site: { id: number; passwordHash: string | null }): Promise<boolean> {
      if (site.passwordHash === null) return true;
      const header = request.headers.get('Cookie');
      const parsed = v.safeParse(Access, header?.includes('site_access=') ? await cookie.parse(header) : null);
      return parsed.success && parsed.output.includes(`${site.id}.${stampOf(site.passwordHash)}`);
    },
    /** Keeps the sites this browser opened before (a guest invited to two weddings), the newest first. */
    async grant(request: Request, site: { id: number; passwordHash: string }): Promise<string> {
      const header = request.headers.get('Cookie');
      const parsed = v.safeParse(Access, header?.includes('site_access=') ? await cookie.parse(header) : null);
      const others = (parsed.success ? parsed.output : []).filter((entry) => !entry.startsWith(`${site.id}.`));
      return cookie.serialize([`${site.id}.${stampOf(site.passwordHash)}`, ...others].slice(0, 8));
    },
  };
}

export type SiteAccessCookie = ReturnType<typeof createSiteAccessCookie>;

export async function passwordHashOf(db: Db, siteId: number): Promise<string | null> {
  const row = await db
    .selectFrom('invitation_sites')
    .select('password_hash')
    .where('id', '=', siteId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}
