import { redirect } from '@remix-run/node';
import { Authenticator } from 'remix-auth';
import { EmailCodeStrategy } from './auth/email-code-strategy';
import { parseAdminEmails, type SessionUser } from './auth/profiles';
import { createAuthSessionStorage, type AuthSession } from './auth/session-storage';
import { createSession, deleteSession, getSessionUser } from './auth/sessions';
import { config, db } from './runtime';

/** The signed-in visitor for loaders and actions, and the guards every account and admin route uses. */
export const sessionStorage = createAuthSessionStorage(config.SESSION_SECRETS, config.SITE_URL.startsWith('https:'));
export const adminEmails = parseAdminEmails(config.ADMIN_EMAILS);

export const authenticator = new Authenticator<AuthSession>(sessionStorage);
authenticator.use(
  new EmailCodeStrategy<AuthSession>(
    { db, secret: () => config.SESSION_SECRETS[0]!, adminEmails, trustedHeader: config.TRUST_PROXY_HEADER },
    async ({ profileId }) => ({ sessionId: (await createSession(db, profileId)).id }),
  ),
);

export const getCookieSession = (request: Request) => sessionStorage.getSession(request.headers.get('Cookie'));

/** The user of a live server-side session; null when signed out, expired or signed out elsewhere. */
export async function getUser(request: Request): Promise<SessionUser | null> {
  const session = await getCookieSession(request);
  const auth = session.get('user');
  return auth ? getSessionUser(db, auth.sessionId) : null;
}

/** A local path to come back to after signing in; anything else becomes '/'. */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to;
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
}

/** Signed-in users only: pages redirect to /login, posts get 403. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  if (request.method !== 'GET' && request.method !== 'HEAD') throw new Response('Forbidden', { status: 403 });
  return loginRedirect(request);
}

/**
 * Admins only. The one check every admin loader and action starts with: anonymous visitors and
 * non-admins are sent to /login (pages) or refused with 403 (posts), and nothing changes.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user?.isAdmin) return user;
  if (request.method !== 'GET' && request.method !== 'HEAD') throw new Response('Forbidden', { status: 403 });
  return loginRedirect(request);
}

/** Ends this browser's session: the row and the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const session = await getCookieSession(request);
  const auth = session.get('user');
  if (auth) await deleteSession(db, auth.sessionId);
  return new Headers({ 'Set-Cookie': await sessionStorage.destroySession(session) });
}
