import { createCookieSessionStorage } from '@remix-run/node';
import { SESSION_TTL_MS } from './sessions';
import type { Secrets } from '../platform/signing';

/**
 * The session cookie: signed, httpOnly, SameSite=Lax, Secure on https sites. It holds only the
 * id of a `sessions` row (under remix-auth's key) and, between the two sign-in steps, the e-mail
 * the code was sent to. Every rule lives in the database, not in the cookie.
 */
export function createAuthSessionStorage(secrets: Secrets, secure: boolean) {
  return createCookieSessionStorage<{ user: AuthSession; pendingEmail: string }>({
    cookie: {
      name: '__session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      secrets,
      maxAge: SESSION_TTL_MS / 1000,
    },
  });
}

export type AuthSessionStorage = ReturnType<typeof createAuthSessionStorage>;

/** What remix-auth keeps in the cookie: a key to the server-side session, nothing more. */
export interface AuthSession {
  sessionId: string;
}
