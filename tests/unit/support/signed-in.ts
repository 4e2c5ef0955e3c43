import type { LoaderFunctionArgs } from '@remix-run/node';
import { ensureProfile, grantAdmin } from '~/.server/auth/profiles';
import { createSession } from '~/.server/auth/sessions';
import type { Services } from '~/.server/services';
import { Browser } from './actions';
import { testContext } from './services';

/** A browser signed in as `email` (an admin when `admin`): a profile, a session row, its cookie. */
export async function signedInBrowser(services: Services, email: string, { admin = false } = {}): Promise<Browser> {
  const profileId = admin ? await grantAdmin(services.db, email) : await ensureProfile(services.db, email);
  const { id } = await createSession(services.db, profileId);
  const session = await services.sessionStorage.getSession();
  session.set('user', { sessionId: id });
  const browser = new Browser(testContext(services));
  browser.receive(new Headers({ 'Set-Cookie': await services.sessionStorage.commitSession(session) }));
  return browser;
}

/**
 * A GET of a route's loader from `browser`: its data, or the Response it threw (a redirect, a 404).
 */
export async function load<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T>,
  browser: Browser,
  services: Services,
  path: string,
  params: Record<string, string> = {},
): Promise<{ data: T | null; response: Response | null }> {
  try {
    return {
      data: await loader({ request: browser.request(path), context: testContext(services), params }),
      response: null,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { data: null, response: thrown };
    throw thrown;
  }
}

/** The flash notice an answer carries (what the next page shows), or null. */
export async function noticeOf(services: Services, answer: { headers: Headers }) {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('flash='));
  if (!cookie) return null;
  const request = new Request('http://127.0.0.1/', { headers: { Cookie: cookie.split(';')[0]! } });
  return (await services.flash.read(request)).notice;
}
