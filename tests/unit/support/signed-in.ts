import { expect } from 'vitest';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { ensureProfile, grantAdmin } from '~/.server/auth/profiles';
import { createSession } from '~/.server/auth/sessions';
import type { Services } from '~/.server/boot/services';
import { Browser } from './actions';
import { testContext, testServices } from './services';
import { createTestDb, type TestDb } from './test-db';

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
 * An admin screen's set-up: a fresh test database on `engine`, the services over it and the
 * designer signed in as an admin.
 */
export async function signedInStudio(engine: TestDb['engine'], email = 'designer@example.com') {
  const t = await createTestDb(engine);
  const services = testServices(t);
  const admin = await signedInBrowser(services, email, { admin: true });
  return { t, services, admin };
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

type AnyLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * An admin screen's guard, from a visitor and from a signed-in customer: each page (a loader at
 * its URL with its params) redirects to /login, and each post `posts(browser)` makes is a 403.
 */
export async function expectAdminOnly(
  services: Services,
  pages: readonly (readonly [AnyLoader, string, Record<string, string>])[],
  posts: (browser: Browser) => Promise<{ status: number }>[],
) {
  const customer = await signedInBrowser(services, `couple-${Date.now()}@example.com`);
  for (const browser of [new Browser(testContext(services)), customer]) {
    for (const [loader, url, params] of pages) {
      const answer = await load(loader, browser, services, url, params);
      expect(answer.response?.status, url).toBe(302);
      expect(answer.response?.headers.get('Location'), url).toMatch(/^\/login\?redirectTo=/);
    }
    const statuses = [];
    for (const post of posts(browser)) statuses.push((await post).status);
    expect(statuses).toEqual(statuses.map(() => 403));
  }
}
