import { createCookieSessionStorage } from '@remix-run/node';
import { SESSION_TTL_MS } from './sessions';
import type { Secrets } from '../platform/signing';

/** The cookie holds only a `sessions` row id and, between the two sign-in steps, the e-mail; every rule lives in the database. */
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

export interface AuthSession {
  sessionId: string;
}
