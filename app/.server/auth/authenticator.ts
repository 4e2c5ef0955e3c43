import { Authenticator } from 'remix-auth';
import { createSession } from './sessions';
import type { Db } from '../db/connection';
import { EmailCodeStrategy } from './email-code-strategy';
import type { AuthSession, AuthSessionStorage } from './session-cookie';
import type { Secrets } from '../platform/signing';

export function createAuthenticator(deps: {
  db: Db;
  secrets: Secrets;
  adminEmails: readonly string[];
  trustedHeader: string | undefined;
  sessionStorage: AuthSessionStorage;
}): Authenticator<AuthSession> {
  const authenticator = new Authenticator<AuthSession>(deps.sessionStorage);
  authenticator.use(
    new EmailCodeStrategy<AuthSession>(
      { db: deps.db, secret: () => deps.secrets[0], adminEmails: deps.adminEmails, trustedHeader: deps.trustedHeader },
      async ({ profileId }) => ({ sessionId: (await createSession(deps.db, profileId)).id }),
    ),
  );
  return authenticator;
}
