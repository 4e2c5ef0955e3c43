import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteExpiredAuthRecords } from '~/.server/auth/cleanup';
import { requestSignInCode } from '~/.server/auth/codes';
import { ensureProfile } from '~/.server/auth/profiles';
import {
  createSession,
  deleteAllSessions,
  deleteSession,
  getSessionUser,
  LAST_SEEN_RESOLUTION_MS,
  SESSION_TTL_MS,
} from '~/.server/auth/sessions';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const T0 = Date.parse('2026-11-22T10:10:00.000Z');
const at = (ms: number) => new Date(T0 + ms);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe.each(engines)('sessions on %s', (engine) => {
  let t: TestDb;
  let asha: number;
  let ravi: number;
  beforeEach(async () => {
    t = await createTestDb(engine);
    asha = await ensureProfile(t.db, 'asha@example.test', at(0));
    ravi = await ensureProfile(t.db, 'ravi@example.test', at(0));
  });
  afterEach(() => t.destroy());

  const sessionRows = () => t.db.selectFrom('sessions').selectAll().orderBy('created_at').execute();

  it('last thirty days, and the database keeps only the SHA-256 of the id', async () => {
    expect(SESSION_TTL_MS).toBe(30 * DAY);
    const session = await createSession(t.db, asha, at(0));
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(session.id, 'base64url')).toHaveLength(32);
    expect(session.expiresAt.toISOString()).toBe(at(30 * DAY).toISOString());

    const [row] = await sessionRows();
    expect(row!.id_hash).toBe(crypto.createHash('sha256').update(session.id).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(session.id);
    expect(row!.profile_id).toBe(asha);

    const user = { id: asha, email: 'asha@example.test', name: 'asha@example.test', isAdmin: false, avatar_url: null };
    expect(await getSessionUser(t.db, session.id, at(30 * DAY - 1))).toEqual(user);
    expect(await getSessionUser(t.db, session.id, at(30 * DAY))).toBeNull();
  });

  it('answer null for an unknown, malformed or hashed id', async () => {
    const session = await createSession(t.db, asha, at(0));
    const [row] = await sessionRows();
    for (const id of [
      crypto.randomBytes(32).toString('base64url'),
      row!.id_hash,
      '',
      'x',
      session.id + 'A',
      undefined,
      42,
    ]) {
      expect(await getSessionUser(t.db, id, at(1))).toBeNull();
    }
  });

  it('note when they were last seen, at most every five minutes', async () => {
    const session = await createSession(t.db, asha, at(0));
    const lastSeen = async () => new Date((await sessionRows())[0]!.last_seen_at).toISOString();
    await getSessionUser(t.db, session.id, at(LAST_SEEN_RESOLUTION_MS - 1));
    expect(await lastSeen()).toBe(at(0).toISOString());
    await getSessionUser(t.db, session.id, at(LAST_SEEN_RESOLUTION_MS));
    expect(await lastSeen()).toBe(at(5 * MINUTE).toISOString());
  });

  it('end one at a time, or all of a profile at once', async () => {
    const phone = await createSession(t.db, asha, at(0));
    const laptop = await createSession(t.db, asha, at(1));
    const theirs = await createSession(t.db, ravi, at(2));

    await deleteSession(t.db, phone.id);
    expect(await getSessionUser(t.db, phone.id, at(3))).toBeNull();
    // An id that is not text (a signed cookie of another shape) names no session: Sign Out was a 500.
    for (const id of [['x'], 42, null, { id: laptop.id }]) await deleteSession(t.db, id);
    expect(await getSessionUser(t.db, laptop.id, at(3))).toMatchObject({ id: asha });

    const another = await createSession(t.db, asha, at(4));
    expect(await deleteAllSessions(t.db, asha)).toBe(2);
    expect(await getSessionUser(t.db, laptop.id, at(5))).toBeNull();
    expect(await getSessionUser(t.db, another.id, at(5))).toBeNull();
    expect(await getSessionUser(t.db, theirs.id, at(5))).toMatchObject({ id: ravi, email: 'ravi@example.test' });
    expect(await deleteAllSessions(t.db, asha)).toBe(0);
  });

  it('go with their profile, and cannot exist without one', async () => {
    await createSession(t.db, asha, at(0));
    await createSession(t.db, ravi, at(0));
    await t.db.deleteFrom('profiles').where('id', '=', asha).execute();
    expect((await sessionRows()).map((r) => r.profile_id)).toEqual([ravi]);
    await expect(createSession(t.db, 9999, at(0))).rejects.toThrow();
  });

  it('clean-up deletes expired sessions and verifications past the hourly limit, nothing else', async () => {
    const expired = await createSession(t.db, asha, at(-30 * DAY));
    const lastMoment = await createSession(t.db, asha, at(-30 * DAY + 1));
    const current = await createSession(t.db, ravi, at(-DAY));
    const send = (email: string, when: Date) =>
      requestSignInCode(t.db, {
        email,
        clientAddress: '192.0.2.1',
        siteUrl: 'http://x.test',
        secret: 's'.repeat(40),
        now: when,
      });
    await send('old@example.test', at(-60 * MINUTE));
    await send('recent@example.test', at(-59 * MINUTE)); // expired, but still counted by the hourly limit
    await send('open@example.test', at(-1 * MINUTE));

    expect(await deleteExpiredAuthRecords(t.db, at(0))).toEqual({ sessions: 1, verifications: 1 });
    expect(await getSessionUser(t.db, expired.id, at(-30 * DAY + 1))).toBeNull();
    expect(await getSessionUser(t.db, lastMoment.id, at(0))).toMatchObject({ id: asha });
    expect(await getSessionUser(t.db, current.id, at(0))).toMatchObject({ id: ravi });
    const left = await t.db.selectFrom('verifications').select('email').orderBy('email').execute();
    expect(left.map((r) => r.email)).toEqual(['open@example.test', 'recent@example.test']);
    expect(await deleteExpiredAuthRecords(t.db, at(0))).toEqual({ sessions: 0, verifications: 0 });
  });
});
