import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureProfile } from '~/.server/auth/profiles';
import { createSession, getSessionUser } from '~/.server/auth/sessions';
import { getUser } from '~/.server/auth/signed-in';
import type { Services } from '~/.server/boot/services';
import { action } from '~/routes/account/account';
import { Browser, errorsOf } from '../support/actions';
import { testContext, testServices } from '../support/services';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('the /account action on %s', (engine) => {
  let t: TestDb;
  let services: Services;

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
  });
  afterEach(() => t.destroy());

  /** A browser signed in as `email` (a profile and a session row, the session's id in its cookie). */
  async function signedIn(email: string) {
    const profileId = await ensureProfile(t.db, email);
    const { id } = await createSession(t.db, profileId);
    const session = await services.sessionStorage.getSession();
    session.set('user', { sessionId: id });
    const browser = new Browser(testContext(services));
    browser.receive(new Headers({ 'Set-Cookie': await services.sessionStorage.commitSession(session) }));
    return { browser, profileId };
  }
  const nameOf = async (profileId: number) =>
    (await t.db.selectFrom('profiles').select('name').where('id', '=', profileId).executeTakeFirstOrThrow()).name;
  const sessionsOf = async (profileId: number) =>
    (await t.db.selectFrom('sessions').select('id_hash').where('profile_id', '=', profileId).execute()).length;

  it('saves the display name, trimmed, and the header shows it', async () => {
    const { browser, profileId } = await signedIn('meera@example.test');
    const answer = await browser.post(action, '/account', { intent: 'rename', name: '  Meera Kapoor ' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/account');
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/^flash=/m);
    expect(await nameOf(profileId)).toBe('Meera Kapoor');
    expect(await getUser(services, browser.request('/'))).toMatchObject({ name: 'Meera Kapoor' });
  });

  it('clears the name when it is left empty, so the e-mail shows again', async () => {
    const { browser, profileId } = await signedIn('meera@example.test');
    await browser.post(action, '/account', { intent: 'rename', name: 'Meera' });
    for (const name of ['', '   ']) {
      const answer = await browser.post(action, '/account', { intent: 'rename', name });
      expect(answer.status).toBe(302);
      expect(await nameOf(profileId)).toBeNull();
    }
    expect(await getUser(services, browser.request('/'))).toMatchObject({ name: 'meera@example.test' });
  });

  it('answers a name that is too long beside the field, keeps it, and changes nothing', async () => {
    const { browser, profileId } = await signedIn('meera@example.test');
    await browser.post(action, '/account', { intent: 'rename', name: 'Meera' });
    const long = 'M'.repeat(101);
    const answer = await browser.post(action, '/account', { intent: 'rename', name: long });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer).name).toEqual(['Name must be at most 100 characters']);
    expect(answer.data?.result?.initialValue).toMatchObject({ name: long });
    expect(await nameOf(profileId)).toBe('Meera');

    const unknown = await browser.post(action, '/account', { intent: 'promote', name: 'Admin' });
    expect(unknown.status).toBe(400);
    expect(await nameOf(profileId)).toBe('Meera');
  });

  it("signs out every session of the user, and only that user's", async () => {
    const { browser, profileId } = await signedIn('meera@example.test');
    const laptop = await createSession(t.db, profileId);
    const other = await signedIn('arjun@example.test');
    expect(await sessionsOf(profileId)).toBe(2);

    const answer = await browser.post(action, '/account', { intent: 'sign-out-everywhere' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/');
    expect(browser.has('__session')).toBe(false);
    expect(await sessionsOf(profileId)).toBe(0);
    expect(await sessionsOf(other.profileId)).toBe(1);
    expect(await getUser(services, other.browser.request('/'))).toMatchObject({ email: 'arjun@example.test' });
    // The other device's session is over too.
    expect(await getSessionUser(t.db, laptop.id)).toBeNull();
  });

  it('refuses an anonymous post with 403 and changes nothing', async () => {
    const { profileId } = await signedIn('meera@example.test');
    const stranger = new Browser(testContext(services));
    const posts: Record<string, string>[] = [{ intent: 'rename', name: 'Hacked' }, { intent: 'sign-out-everywhere' }];
    for (const fields of posts) {
      const answer = await stranger.post(action, '/account', fields);
      expect(answer.status).toBe(403);
    }
    expect(await nameOf(profileId)).toBeNull();
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it('refuses a signed-out session (its row deleted) like an anonymous one', async () => {
    const { browser, profileId } = await signedIn('meera@example.test');
    await t.db.deleteFrom('sessions').execute();
    const answer = await browser.post(action, '/account', { intent: 'rename', name: 'Hacked' });
    expect(answer.status).toBe(403);
    expect(await nameOf(profileId)).toBeNull();
  });
});
