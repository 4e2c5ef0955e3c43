import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  generateCode,
  generateLinkToken,
  hashCode,
  hashLinkToken,
  requestSignInCode,
  verifySignInCode,
  verifySignInLink,
} from '~/.server/auth/codes';
import { ensureProfile } from '~/.server/auth/profiles';
import { SIGN_IN_SUBJECT } from '~/.server/auth/sign-in-mail';
import { URGENT_PRIORITY } from '~/.server/mail/outbox';
import type { Db } from '~/.server/db/connection';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

const SECRET = 'k'.repeat(40);
const SITE = 'https://shop.example.test';
const T0 = Date.parse('2026-11-22T10:10:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('sign-in codes and tokens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are six digits drawn from crypto.randomInt over the whole range, leading zeros kept', () => {
    const spy = vi.spyOn(crypto, 'randomInt').mockImplementationOnce((() => 42) as never);
    expect(generateCode()).toBe('000042');
    expect(spy).toHaveBeenCalledWith(0, 1_000_000);
  });

  it('spread evenly over every digit position', () => {
    const codes = Array.from({ length: 20_000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    for (const position of [0, 5]) {
      const counts = Array<number>(10).fill(0);
      for (const code of codes) counts[Number(code[position])]!++;
      // 2000 expected per digit; the standard deviation is about 42.
      for (const count of counts) {
        expect(count).toBeGreaterThan(1700);
        expect(count).toBeLessThan(2300);
      }
    }
    // About 200 repeats are expected among 20,000 draws from a million.
    expect(new Set(codes).size).toBeGreaterThan(19_600);
  });

  it('hash with the secret: the stored value is neither the code nor a plain hash of it', () => {
    const hash = hashCode(SECRET, 'asha@example.test', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hash).not.toBe(crypto.createHash('sha256').update('123456').digest('hex'));
    expect(hashCode('x'.repeat(40), 'asha@example.test', '123456')).not.toBe(hash);
    expect(hashCode(SECRET, 'ravi@example.test', '123456')).not.toBe(hash);
    expect(hashCode(SECRET, 'asha@example.test', '123456')).toBe(hash);
    const token = generateLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashLinkToken(SECRET, token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken('x'.repeat(40), token)).not.toBe(hashLinkToken(SECRET, token));
  });
});

describe.each(engines)('passwordless sign-in on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.destroy();
  });

  const request = (email: string, now: Date, clientAddress = '203.0.113.1', db: Db = t.db) =>
    requestSignInCode(db, { email, clientAddress, siteUrl: SITE, secret: SECRET, now });
  const verify = (email: string, code: string, now: Date, clientAddress = '203.0.113.1', db: Db = t.db) =>
    verifySignInCode(db, { email, code, clientAddress, secret: SECRET, now });
  const verifyLink = (token: string, now: Date, clientAddress = '198.51.100.2', db: Db = t.db) =>
    verifySignInLink(db, { token, clientAddress, secret: SECRET, now });

  /** The code and link token of the latest e-mail to `to`, read from the outbox as a visitor would. */
  async function lastMail(to: string) {
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /^(\d{6})$/m.exec(mail.text_body)?.[1];
    const token = /\/login\/link\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    if (!code || !token) throw new Error(`No code or link in:\n${mail.text_body}`);
    return { mail, code, token };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const count = (table: 'mail_outbox' | 'verifications' | 'profiles') => countRows(t.db, table);
  const verification = (email: string) =>
    t.db
      .selectFrom('verifications')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('queues one e-mail with the code and the link, and stores only their keyed hashes', async () => {
    expect(await request('  Asha@Example.TEST ', at(0))).toEqual({ status: 'sent' });
    const { mail, code, token } = await lastMail('asha@example.test');
    expect(mail.subject).toBe(SIGN_IN_SUBJECT);
    expect(mail.text_body).toContain(`Sign in to Petal & Quill: ${SITE}/login/link?token=${token}`);
    expect(mail.text_body).toContain('expire in 10 minutes');
    expect(mail.html_body).toContain(`>${code}</p>`);
    expect(mail.html_body).toContain(`href="${SITE}/login/link?token=${token}"`);
    // It jumps the outbox queue: whoever waits at the sign-in form gets it first.
    expect(mail.priority).toBe(URGENT_PRIORITY);
    expect(await count('mail_outbox')).toBe(1);

    const row = await verification('asha@example.test');
    expect(row).toMatchObject({ status: 'open', attempts: 0, used_at: null });
    expect(row.code_hash).toBe(hashCode(SECRET, 'asha@example.test', code));
    expect(row.link_token_hash).toBe(hashLinkToken(SECRET, token));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(new Date(row.expires_at).toISOString()).toBe(at(10 * MINUTE).toISOString());
    // Nothing about the e-mail's owner is made until they sign in.
    expect(await count('profiles')).toBe(0);
  });

  it('signs in with the code, creating the profile, and the code works once', async () => {
    await request('asha@example.test', at(0));
    const { code } = await lastMail('asha@example.test');
    const result = await verify(' ASHA@example.test', code, at(MINUTE));
    expect(result).toMatchObject({ status: 'ok', email: 'asha@example.test' });
    const profile = await t.db.selectFrom('profiles').selectAll().executeTakeFirstOrThrow();
    expect(result).toEqual({ status: 'ok', profileId: Number(profile.id), email: 'asha@example.test' });
    expect(profile.email).toBe('asha@example.test');
    expect(await verification('asha@example.test')).toMatchObject({ status: 'used' });

    expect(await verify('asha@example.test', code, at(MINUTE + 1))).toEqual({ status: 'invalid' });
    // A second sign-in later finds the same profile.
    await request('asha@example.test', at(2 * MINUTE));
    const again = await verify('asha@example.test', (await lastMail('asha@example.test')).code, at(3 * MINUTE));
    expect(again).toEqual(result);
    expect(await count('profiles')).toBe(1);
  });

  it('accepts the code until ten minutes have passed, and not after', async () => {
    await request('early@example.test', at(0));
    await request('late@example.test', at(0));
    const early = await lastMail('early@example.test');
    const late = await lastMail('late@example.test');
    expect(await verify('early@example.test', early.code, at(9 * MINUTE + 59 * SECOND))).toMatchObject({
      status: 'ok',
    });
    expect(await verify('late@example.test', late.code, at(10 * MINUTE))).toEqual({ status: 'expired' });
    expect(await verify('late@example.test', late.code, at(10 * MINUTE + SECOND))).toEqual({ status: 'expired' });
    expect(await verifyLink(late.token, at(10 * MINUTE + SECOND))).toEqual({ status: 'expired' });
    expect(await count('profiles')).toBe(1);
  });

  it('refuses a code hashed with another secret', async () => {
    await request('asha@example.test', at(0));
    const { code } = await lastMail('asha@example.test');
    const other = await verifySignInCode(t.db, {
      email: 'asha@example.test',
      code,
      clientAddress: 'x',
      secret: 'z'.repeat(40),
      now: at(1),
    });
    expect(other).toEqual({ status: 'invalid' });
    expect(await verify('asha@example.test', code, at(2))).toMatchObject({ status: 'ok' });
  });

  it('voids the previous code and link when a new code is asked for', async () => {
    const draws = vi.spyOn(crypto, 'randomInt');
    draws.mockImplementationOnce((() => 111_111) as never).mockImplementationOnce((() => 222_222) as never);
    await request('asha@example.test', at(0));
    const first = await lastMail('asha@example.test');
    await request('asha@example.test', at(MINUTE));
    const second = await lastMail('asha@example.test');
    draws.mockRestore();
    expect([first.code, second.code]).toEqual(['111111', '222222']);

    expect(await verify('asha@example.test', first.code, at(MINUTE + 1))).toEqual({ status: 'invalid' });
    expect(await verifyLink(first.token, at(MINUTE + 2))).toEqual({ status: 'invalid' });
    const statuses = await t.db.selectFrom('verifications').select('status').orderBy('id').execute();
    expect(statuses.map((r) => r.status)).toEqual(['superseded', 'open']);
    expect(await verifyLink(second.token, at(MINUTE + 3))).toMatchObject({ status: 'ok' });
  });

  it('locks the code at the fifth wrong try: even the right code fails until a new one is asked for', async () => {
    await request('asha@example.test', at(0));
    const { code, token } = await lastMail('asha@example.test');
    for (let i = 1; i <= 4; i++) {
      expect(await verify('asha@example.test', wrong(code), at(i * SECOND))).toEqual({ status: 'invalid' });
      expect(await verification('asha@example.test')).toMatchObject({ status: 'open', attempts: i });
    }
    expect(await verify('asha@example.test', wrong(code), at(5 * SECOND))).toEqual({ status: 'locked' });
    expect(await verification('asha@example.test')).toMatchObject({ status: 'locked', attempts: 5 });
    expect(await verify('asha@example.test', code, at(6 * SECOND))).toEqual({ status: 'locked' });
    expect(await verifyLink(token, at(7 * SECOND))).toEqual({ status: 'locked' });
    expect(await count('profiles')).toBe(0);

    expect(await request('asha@example.test', at(MINUTE))).toEqual({ status: 'sent' });
    const fresh = await lastMail('asha@example.test');
    expect(await verify('asha@example.test', fresh.code, at(MINUTE + 1))).toMatchObject({ status: 'ok' });
  });

  it('counts concurrent wrong guesses from two server instances, every one of them', async () => {
    await request('asha@example.test', at(0));
    const { code } = await lastMail('asha@example.test');
    const handles = [t.db, t.reopen()];
    const guesses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        verify('asha@example.test', wrong(code), at(SECOND), `192.0.2.${i}`, handles[i % 2]),
      ),
    );
    expect(guesses.filter((g) => g.status === 'locked')).toHaveLength(1);
    expect(guesses.filter((g) => g.status === 'invalid')).toHaveLength(4);
    expect(await verification('asha@example.test')).toMatchObject({ status: 'locked', attempts: 5 });
    expect(await verify('asha@example.test', code, at(2 * SECOND))).toEqual({ status: 'locked' });
  });

  it('lets only one of two concurrent right answers sign in', async () => {
    await request('asha@example.test', at(0));
    const { code, token } = await lastMail('asha@example.test');
    // Two instances on PostgreSQL. On SQLite one server holds one connection (two in one process
    // would block each other's transactions synchronously); the two calls still interleave on it.
    const other = engine === 'postgres' ? t.reopen() : t.db;
    const results = await Promise.all([
      verify('asha@example.test', code, at(SECOND)),
      verifyLink(token, at(SECOND), 'x', other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['invalid', 'ok']);
    expect(await count('profiles')).toBe(1);
  });

  it('signs in with the link on another device, once, and the code is spent with it', async () => {
    await request('asha@example.test', at(0), '203.0.113.1');
    const { code, token } = await lastMail('asha@example.test');
    const phone = t.reopen(); // nothing shared with the request but the database
    const result = await verifyLink(token, at(2 * MINUTE), '198.51.100.77', phone);
    const profile = await t.db.selectFrom('profiles').selectAll().executeTakeFirstOrThrow();
    expect(result).toEqual({ status: 'ok', profileId: Number(profile.id), email: 'asha@example.test' });
    expect(await verifyLink(token, at(3 * MINUTE), '198.51.100.77', phone)).toEqual({ status: 'invalid' });
    expect(await verify('asha@example.test', code, at(3 * MINUTE))).toEqual({ status: 'invalid' });
    expect(await verifyLink('not-a-token', at(3 * MINUTE))).toEqual({ status: 'invalid' });
    expect(await verifyLink('', at(3 * MINUTE))).toEqual({ status: 'invalid' });
  });

  it('sends one code per e-mail per minute; the refused request changes nothing', async () => {
    await request('asha@example.test', at(0));
    const { code } = await lastMail('asha@example.test');
    expect(await request('asha@example.test', at(20 * SECOND), '198.51.100.9')).toEqual({
      status: 'throttled',
      retryAfterSeconds: 40,
    });
    expect(await request('ASHA@example.test', at(59 * SECOND + 500))).toEqual({
      status: 'throttled',
      retryAfterSeconds: 1,
    });
    expect(await count('mail_outbox')).toBe(1);
    expect(await count('verifications')).toBe(1);
    expect(await verification('asha@example.test')).toMatchObject({ status: 'open' });
    // Other e-mails are not held up, and a minute after the first another code may be sent.
    expect(await request('other@example.test', at(30 * SECOND))).toEqual({ status: 'sent' });
    expect(await request('asha@example.test', at(MINUTE))).toEqual({ status: 'sent' });
    expect(await count('verifications')).toBe(3);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('sends one code when two requests for an e-mail arrive together', async () => {
    const other = engine === 'postgres' ? t.reopen() : t.db;
    await other.selectFrom('verifications').select('id').execute(); // connected before the race
    for (let i = 0; i < 5; i++) {
      const email = `pair${i}@example.test`;
      const results = await Promise.all([
        request(email, at(0), `192.0.2.${i}`),
        request(email, at(0), `198.51.100.${i}`, other),
      ]);
      expect(results).toEqual(
        expect.arrayContaining([{ status: 'sent' }, { status: 'throttled', retryAfterSeconds: 60 }]),
      );
    }
    expect(await count('verifications')).toBe(5);
    expect(await count('mail_outbox')).toBe(5);
  });

  it('sends at most five codes per e-mail in any hour', async () => {
    for (let i = 0; i < 5; i++)
      expect(await request('asha@example.test', at(i * 10 * MINUTE), `192.0.2.${i}`)).toEqual({ status: 'sent' });
    // The sixth, 45 minutes in: the first of the five leaves the hour at 60:00.
    expect(await request('asha@example.test', at(45 * MINUTE), '192.0.2.99')).toEqual({
      status: 'throttled',
      retryAfterSeconds: 15 * 60,
    });
    expect(await count('verifications')).toBe(5);
    expect(await request('asha@example.test', at(60 * MINUTE), '192.0.2.99')).toEqual({ status: 'sent' });
    expect(await request('asha@example.test', at(61 * MINUTE), '192.0.2.99')).toEqual({
      status: 'throttled',
      retryAfterSeconds: 9 * 60,
    });
  });

  it('sends at most 20 codes an hour for one client address', async () => {
    for (let i = 0; i < 20; i++)
      expect(await request(`guest${i}@example.test`, at(i * SECOND), '203.0.113.50')).toEqual({ status: 'sent' });
    // The fixed window is 10:00–11:00; the 21st request is at 10:10:20.
    expect(await request('guest20@example.test', at(20 * SECOND), '203.0.113.50')).toEqual({
      status: 'throttled',
      retryAfterSeconds: 2980,
    });
    expect(await count('mail_outbox')).toBe(20);
    expect(await request('guest20@example.test', at(21 * SECOND), '203.0.113.51')).toEqual({ status: 'sent' });
  });

  it('refuses every answer, right or wrong, from an address after 30 wrong guesses an hour', async () => {
    await request('asha@example.test', at(0), '203.0.113.1');
    const { code, token } = await lastMail('asha@example.test');
    const attacker = '203.0.113.66';
    for (let i = 0; i < 29; i++)
      expect(await verify(`victim${i}@example.test`, '000000', at(SECOND), attacker)).toEqual({ status: 'invalid' });
    expect(await verifyLink('made-up-token', at(SECOND), attacker)).toEqual({ status: 'invalid' });
    expect(await verify('asha@example.test', code, at(2 * SECOND), attacker)).toEqual({
      status: 'throttled',
      retryAfterSeconds: 2998,
    });
    expect(await verifyLink(token, at(2 * SECOND), attacker)).toEqual({ status: 'throttled', retryAfterSeconds: 2998 });
    // Another address is not affected, and the refused tries spent nothing.
    expect(await verify('asha@example.test', code, at(3 * SECOND), '198.51.100.3')).toMatchObject({ status: 'ok' });
  });

  it('answers a known and a new e-mail alike, down to the e-mail they receive', async () => {
    await ensureProfile(t.db, 'known@example.test', at(-MINUTE));
    const answers = async (email: string, address: string) => [
      await request(email, at(0), address),
      await request(email, at(10 * SECOND), address),
      await verify(email, '999999x', at(20 * SECOND), address),
    ];
    const known = await answers('known@example.test', '192.0.2.1');
    const fresh = await answers('new@example.test', '192.0.2.2');
    expect(fresh).toEqual(known);
    expect(known.map((a) => a.status)).toEqual(['sent', 'throttled', 'invalid']);

    const redact = async (email: string) => {
      const { mail, code, token } = await lastMail(email);
      const strip = (text: string) =>
        text.replaceAll(code, 'CODE').replaceAll(token, 'TOKEN').replaceAll(email, 'EMAIL');
      const row = await verification(email);
      return {
        to: strip(mail.to_address),
        subject: mail.subject,
        text: strip(mail.text_body),
        html: strip(mail.html_body),
        verification: {
          status: row.status,
          attempts: row.attempts,
          expires_at: new Date(row.expires_at).toISOString(),
        },
      };
    };
    expect(await redact('new@example.test')).toEqual(await redact('known@example.test'));
  });
});
