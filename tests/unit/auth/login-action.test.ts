import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEND_FAILED_MESSAGE } from '~/.server/auth/login';
import { getUser } from '~/.server/auth/signed-in';
import type { Services } from '~/.server/boot/services';
import { action as linkAction } from '~/routes/account/login-link';
import { action as loginAction, loader as loginLoader } from '~/routes/account/login';
import { CODE_FORMAT_MESSAGE, INVALID_CODE_MESSAGE } from '~/schemas/login';
import { Browser, errorsOf } from '../support/actions';
import { testContext, testServices } from '../support/services';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

const EMAIL = 'asha@example.test';

describe.each(engines)('signing in through /login on %s', (engine) => {
  let t: TestDb;
  let services: Services & { sent: { to: string; text: string }[] };
  let browser: Browser;

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    browser = new Browser(testContext(services));
  });
  afterEach(() => t.destroy());

  const count = (table: 'verifications' | 'sessions' | 'mail_outbox' | 'rate_limits') => countRows(t.db, table);
  const sendCode = (fields: Record<string, string>, who = browser) =>
    who.post(loginAction, '/login', { intent: 'send', redirectTo: '/', ...fields });
  const verifyCode = (code: string, redirectTo = '/') =>
    browser.post(loginAction, '/login', { intent: 'verify', code, redirectTo });

  /** Step 1 for EMAIL, then the code and link from the e-mail the visitor receives. */
  async function codeFromMail() {
    expect((await sendCode({ email: EMAIL })).status).toBe(302);
    await services.mailer.idle();
    const mail = services.sent.at(-1)!;
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
    const token = /\/login\/link\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(code, 'a 6-digit code in the e-mail').toBeTruthy();
    return { code: code!, token: token!, mail };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers a bad e-mail beside the field, keeps what was typed, and writes nothing', async () => {
    const answer = await sendCode({ email: 'asha@' });
    expect(answer.status).toBe(400);
    expect(answer.data?.step).toBe('email');
    expect(errorsOf(answer).email).toEqual(['Please enter a valid email address']);
    expect(answer.data?.result?.initialValue).toMatchObject({ email: 'asha@' });
    expect(await count('verifications')).toBe(0);
    expect(await count('mail_outbox')).toBe(0);

    const empty = await sendCode({ email: '' });
    expect(errorsOf(empty).email).toEqual(['Email is required']);
    const long = await sendCode({ email: `${'a'.repeat(250)}@example.test` });
    expect(errorsOf(long).email).toEqual(['Email must be at most 254 characters']);
    expect(await count('verifications')).toBe(0);
  });

  it('sends a 6-digit code to a good e-mail and goes on to step 2 with the notice', async () => {
    const answer = await sendCode({ email: '  Asha@Example.TEST ', redirectTo: '/account' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/login?redirectTo=%2Faccount');
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/^__session=/m);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/^flash=/m);
    expect(browser.has('__session')).toBe(true);

    await services.mailer.idle();
    expect(services.sent).toHaveLength(1);
    expect(services.sent[0]!.to).toBe(EMAIL);
    expect(services.sent[0]!.text).toMatch(/^\s*\d{6}\s*$/m);
    const outbox = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ to_address: EMAIL, status: 'sent' });
    expect(await count('verifications')).toBe(1);
  });

  it('refuses a second code for the same address within the minute with 429, keeping the e-mail', async () => {
    await codeFromMail();
    const again = await sendCode({ email: EMAIL }, new Browser(testContext(services, '198.51.100.20')));
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(errorsOf(again)['']?.[0]).toMatch(/^Failed to send OTP\. Please try again\. You can ask for a new code in/);
    expect(errorsOf(again)['']?.[0]?.startsWith(SEND_FAILED_MESSAGE)).toBe(true);
    expect(again.data?.result?.initialValue).toMatchObject({ email: EMAIL });
    expect(await count('verifications')).toBe(1);
  });

  it('signs in with the right code: a session row, a __session cookie getUser reads, then redirectTo', async () => {
    const { code } = await codeFromMail();
    const answer = await verifyCode(code, '/account/orders');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/account/orders');
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/^__session=/m);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/^flash=/m);
    expect(await count('sessions')).toBe(1);
    const user = await getUser(services, browser.request('/account'));
    expect(user).toMatchObject({ email: EMAIL });

    // The code worked once: the pending e-mail is gone from the cookie, the code with it.
    const again = await verifyCode(code);
    expect(again.status).toBe(400);
    expect(errorsOf(again)['']).toEqual([INVALID_CODE_MESSAGE]);
  });

  it('refuses a wrong code above the form, signing no one in', async () => {
    const { code } = await codeFromMail();
    const answer = await verifyCode(wrong(code));
    expect(answer.status).toBe(400);
    expect(answer.data?.step).toBe('code');
    expect(errorsOf(answer)['']).toEqual([INVALID_CODE_MESSAGE]);
    expect(await count('sessions')).toBe(0);
    expect(await getUser(services, browser.request('/'))).toBeNull();
    const row = await t.db.selectFrom('verifications').select('attempts').executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['letters', 'abcdef'],
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['very long', '1'.repeat(5000)],
  ])('answers a code that is no code (%s) beside the field, without asking remix-auth', async (_case, code) => {
    await codeFromMail();
    const answer = await verifyCode(code);
    expect(answer.status).toBe(400);
    expect(errorsOf(answer).code).toEqual([CODE_FORMAT_MESSAGE]);
    expect(errorsOf(answer)['']).toBeUndefined();
    // Not a guess: neither the code's attempts nor the client's wrong guesses moved.
    const row = await t.db.selectFrom('verifications').select('attempts').executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(0);
    const guesses = await t.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'sign-in-guess:%')
      .execute();
    expect(guesses).toEqual([]);
    expect(await count('sessions')).toBe(0);
  });

  it('accepts the code typed with spaces between the digits', async () => {
    const { code } = await codeFromMail();
    const answer = await verifyCode(` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(answer.status).toBe(302);
  });

  it.each([
    ['//evil.example', '//evil.example'],
    ['https://evil.example/', 'https://evil.example/'],
    ['/\\evil.example', '/\\evil.example'],
    ['/<TAB>/evil.example (browsers drop the tab)', '/\t/evil.example/x'],
    ['/<LF>/evil.example (once a 500)', '/\n/evil.example/x'],
    ['/.//evil.example', '/.//evil.example'],
    ['a path of 3000 characters', `/${'x'.repeat(3000)}`],
  ])('goes to / instead of redirectTo=%s', async (_case, redirectTo) => {
    const { code } = await codeFromMail();
    const answer = await verifyCode(code, redirectTo);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/');
  });

  it('keeps a bypass out of the sign-in page and its forms: /login?redirectTo=/%09/evil.example/x', async () => {
    for (const query of ['/%09/evil.example/x', '/%0a/evil.example/x', '/%0d%0a/evil.example']) {
      const request = new Request(`http://127.0.0.1/login?redirectTo=${query}`);
      const page = (await loginLoader({ request, context: testContext(services), params: {} })) as {
        redirectTo: string;
      };
      expect(page.redirectTo).toBe('/');
    }
    // Step 1 posted with the bad value goes on to step 2 without it.
    const sent = await sendCode({ email: EMAIL, redirectTo: '/\t/evil.example/x' });
    expect(sent.location).toBe('/login');
  });

  it('goes back to step 1 with Change email, forgetting the pending address', async () => {
    const { code } = await codeFromMail();
    const answer = await browser.post(loginAction, '/login', { intent: 'change-email', redirectTo: '/account' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/login?redirectTo=%2Faccount');
    const after = await verifyCode(code);
    expect(errorsOf(after)['']).toEqual([INVALID_CODE_MESSAGE]);
  });

  it('refuses unknown intents and bodies that are no form with 400, never a 500', async () => {
    expect((await browser.post(loginAction, '/login', { intent: 'hack' })).status).toBe(400);
    expect((await browser.post(loginAction, '/login', {})).status).toBe(400);
    const json = new Request('http://127.0.0.1/login', {
      method: 'POST',
      body: '{"intent":"send"}',
      headers: { 'Content-Type': 'application/json' },
    });
    await expect(loginAction({ request: json, context: testContext(services), params: {} })).rejects.toMatchObject({
      status: 400,
    });
    // A post the front door cut off at its limit (tests/server/front-door.test.ts) is refused whole.
    const cut = new Request('http://127.0.0.1/login', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'send', email: EMAIL }),
    });
    const cutContext = { ...testContext(services), bodyTooLarge: true };
    await expect(loginAction({ request: cut, context: cutContext, params: {} })).rejects.toMatchObject({
      status: 413,
    });
    expect(await count('verifications')).toBe(0);
  });

  it("signs in on another device with the e-mail's link, once", async () => {
    const { token } = await codeFromMail();
    const phone = new Browser(testContext(services, '198.51.100.30'));
    const link = `/login/link?token=${token}`;
    const answer = await phone.post(linkAction, link, { token, redirectTo: '/account' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/account');
    expect(await getUser(services, phone.request('/account'))).toMatchObject({ email: EMAIL });

    const again = await new Browser(testContext(services, '198.51.100.31')).post(linkAction, link, {
      token,
      redirectTo: '/',
    });
    expect(again.status).toBe(400);
    expect(again.data?.step).toBe('link');
    expect(errorsOf(again)['']).toEqual([INVALID_CODE_MESSAGE]);
    expect(await count('sessions')).toBe(1);
  });

  it('answers a link token that cannot be one like an unknown one', async () => {
    for (const token of ['', 'not a token!', 'x'.repeat(150)]) {
      const answer = await browser.post(linkAction, '/login/link', { token, redirectTo: '/' });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer).token).toEqual([INVALID_CODE_MESSAGE]);
    }
    expect(await count('sessions')).toBe(0);
  });
});
