/**
 * Starting a test signed in without the sign-in form (like the Epic Stack's `login()` fixture):
 * the profile and session rows go straight into the e2e server's database and the browser gets
 * the signed `__session` cookie the server itself would have set. Sign-in itself is tested
 * through the form (sign-in.spec.ts); every other flow starts here.
 *
 * This is the only file in tests/e2e that imports from app/: when those modules move, this is
 * the one place to follow them.
 */
import path from 'node:path';
import type { BrowserContext, Page } from './fixtures';
import { ensureProfile, grantAdmin } from '~/.server/auth/profiles';
import { createAuthSessionStorage } from '~/.server/auth/session-cookie';
import { createSession } from '~/.server/auth/sessions';
import { createDb, type Db } from '~/.server/db/connection';
import { e2eDataDir, sessionSecrets, siteURL, uniqueEmail } from './support';

// One connection per worker, opened on first use. The server runs SQLite in WAL mode with a
// busy timeout, so writing while it serves is safe.
let connection: Db | undefined;
const database = () => (connection ??= createDb({ sqliteFile: path.join(e2eDataDir(), 'studio.sqlite') }).db);

/**
 * Signs a visitor in on the page's (or context's) browser, as if they had typed the code: makes
 * the profile (an admin when `admin` is set), starts a server-side session and sets its cookie.
 * Answers the e-mail, a fresh one unless given.
 */
export async function login(
  target: Page | BrowserContext,
  { email = uniqueEmail('user'), admin = false }: { email?: string; admin?: boolean } = {},
): Promise<string> {
  const baseURL = siteURL();
  const secure = baseURL.startsWith('https:');
  const db = database();
  const profileId = admin ? await grantAdmin(db, email) : await ensureProfile(db, email);
  const { id } = await createSession(db, profileId);
  const storage = createAuthSessionStorage(sessionSecrets(), secure);
  const session = await storage.getSession();
  session.set('user', { sessionId: id });
  // "__session=<signed value>; Max-Age=…; Path=/; HttpOnly; SameSite=Lax"
  const [pair = ''] = (await storage.commitSession(session)).split(';');
  const equals = pair.indexOf('=');
  const context = 'context' in target ? target.context() : target;
  await context.addCookies([
    {
      name: pair.slice(0, equals),
      value: pair.slice(equals + 1),
      url: baseURL,
      httpOnly: true,
      sameSite: 'Lax',
      secure,
    },
  ]);
  return email;
}
