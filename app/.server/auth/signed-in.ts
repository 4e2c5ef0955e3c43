import { redirect } from '@remix-run/node';
import type { SessionUser } from './profiles';
import { deleteSession, getSessionUser } from './sessions';
import type { Db } from '../db/connection';
import type { AuthSessionStorage } from './session-cookie';

export interface SessionDeps {
  db: Db;
  sessionStorage: AuthSessionStorage;
}

export const getCookieSession = (deps: Pick<SessionDeps, 'sessionStorage'>, request: Request) =>
  deps.sessionStorage.getSession(request.headers.get('Cookie'));

export async function getUser(deps: SessionDeps, request: Request): Promise<SessionUser | null> {
  const auth = (await getCookieSession(deps, request)).get('user');
  return auth ? getSessionUser(deps.db, auth.sessionId) : null;
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
}

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

/** Pages redirect to /login, posts get 403. */
export async function requireUser(deps: SessionDeps, request: Request): Promise<SessionUser> {
  const user = await getUser(deps, request);
  if (user) return user;
  if (!isRead(request)) throw new Response('Forbidden', { status: 403 });
  return loginRedirect(request);
}

export async function requireAdmin(deps: SessionDeps, request: Request): Promise<SessionUser> {
  const user = await getUser(deps, request);
  if (user?.isAdmin) return user;
  if (!isRead(request)) throw new Response('Forbidden', { status: 403 });
  return loginRedirect(request);
}

export async function signOut(deps: SessionDeps, request: Request): Promise<Headers> {
  const session = await getCookieSession(deps, request);
  const auth = session.get('user');
  if (auth) await deleteSession(deps.db, auth.sessionId);
  return new Headers({ 'Set-Cookie': await deps.sessionStorage.destroySession(session) });
}
