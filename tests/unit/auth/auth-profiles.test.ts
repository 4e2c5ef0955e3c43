import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestSignInCode, verifySignInCode } from '~/.server/auth/codes';
import {
  buildSessionUser,
  ensureProfile,
  grantAdmin,
  parseAdminEmails,
  revokeAdmin,
  syncAdminFromList,
  updateProfileName,
} from '~/.server/auth/profiles';
import { createSession, getSessionUser } from '~/.server/auth/sessions';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const SECRET = 'k'.repeat(40);
const NOW = new Date('2026-11-22T10:10:00.000Z');

describe('the session user', () => {
  it('is built as the spec says, with and without a profile row', () => {
    expect(buildSessionUser(7, 'asha@example.test', undefined)).toEqual({
      id: 7,
      email: 'asha@example.test',
      name: 'asha@example.test',
      isAdmin: false,
      avatar_url: null,
    });
    expect(buildSessionUser(7, 'asha@example.test', { name: 'Asha', is_admin: 1, avatar_url: '/a.webp' })).toEqual({
      id: 7,
      email: 'asha@example.test',
      name: 'Asha',
      isAdmin: true,
      avatar_url: '/a.webp',
    });
    expect(buildSessionUser(7, 'asha@example.test', { name: '  ', is_admin: false, avatar_url: null }).name).toBe(
      'asha@example.test',
    );
  });

  it('reads ADMIN_EMAILS as a trimmed, lower-cased list', () => {
    expect(parseAdminEmails(' Boss@Example.TEST, ,second@example.test ')).toEqual([
      'boss@example.test',
      'second@example.test',
    ]);
    expect(parseAdminEmails(undefined)).toEqual([]);
  });
});

describe.each(engines)('profiles on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
  });
  afterEach(() => t.destroy());

  const userOf = async (profileId: number) => getSessionUser(t.db, (await createSession(t.db, profileId, NOW)).id, NOW);
  const profiles = () => t.db.selectFrom('profiles').select(['email', 'is_admin']).orderBy('email').execute();
  const admins = async () =>
    (await profiles()).filter((p) => p.is_admin === true || p.is_admin === 1).map((p) => p.email);

  it('keep one profile per e-mail, trimmed and lower-cased', async () => {
    const id = await ensureProfile(t.db, '  Asha@Example.TEST ', NOW);
    expect(await ensureProfile(t.db, 'asha@example.test', NOW)).toBe(id);
    const [a, b] = await Promise.all([
      ensureProfile(t.db, 'ravi@example.test', NOW),
      ensureProfile(t.reopen(), 'RAVI@example.test', NOW),
    ]);
    expect(a).toBe(b);
    expect((await profiles()).map((p) => p.email)).toEqual(['asha@example.test', 'ravi@example.test']);
    await expect(
      t.db.insertInto('profiles').values({ email: 'asha@example.test', created_at: NOW.toISOString() }).execute(),
    ).rejects.toThrow();
  });

  it('make listed e-mails admins at sign-in, and never demote from the list', async () => {
    const signIn = async (email: string, adminEmails: string[]) => {
      await requestSignInCode(t.db, {
        email,
        clientAddress: '192.0.2.1',
        siteUrl: 'http://x.test',
        secret: SECRET,
        now: NOW,
      });
      const mail = await t.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const code = /^(\d{6})$/m.exec(mail.text_body)![1]!;
      return verifySignInCode(t.db, { email, code, clientAddress: '192.0.2.1', secret: SECRET, now: NOW, adminEmails });
    };
    const boss = await signIn('boss@example.test', [' Boss@Example.TEST ']);
    const guest = await signIn('guest@example.test', ['boss@example.test']);
    expect(await admins()).toEqual(['boss@example.test']);
    expect(boss.status === 'ok' && (await userOf(boss.profileId))?.isAdmin).toBe(true);
    expect(guest.status === 'ok' && (await userOf(guest.profileId))?.isAdmin).toBe(false);

    // Off the list: still an admin until revoked.
    expect(await syncAdminFromList(t.db, 'boss@example.test', [])).toBe(false);
    expect(await admins()).toEqual(['boss@example.test']);
    // A listed e-mail without a profile gets none made by the sync.
    expect(await syncAdminFromList(t.db, 'nobody@example.test', ['nobody@example.test'])).toBe(true);
    expect(await profiles()).toHaveLength(2);
  });

  it('grant admin rights, creating the profile if needed, and revoke them', async () => {
    const id = await grantAdmin(t.db, ' New.Admin@Example.test', NOW);
    expect(await userOf(id)).toEqual({
      id,
      email: 'new.admin@example.test',
      name: 'new.admin@example.test',
      isAdmin: true,
      avatar_url: null,
    });
    const existing = await ensureProfile(t.db, 'asha@example.test', NOW);
    expect(await grantAdmin(t.db, 'ASHA@example.test', NOW)).toBe(existing);
    expect(await admins()).toEqual(['asha@example.test', 'new.admin@example.test']);

    expect(await revokeAdmin(t.db, 'Asha@Example.test')).toBe(true);
    expect(await admins()).toEqual(['new.admin@example.test']);
    expect((await userOf(existing))?.isAdmin).toBe(false);
    expect(await revokeAdmin(t.db, 'nobody@example.test')).toBe(false);
    expect(await profiles()).toHaveLength(2);
  });

  it('change the display name; a blank one falls back to the e-mail', async () => {
    const id = await ensureProfile(t.db, 'asha@example.test', NOW);
    expect(await updateProfileName(t.db, id, '  Asha Rao ')).toBe(true);
    expect((await userOf(id))?.name).toBe('Asha Rao');
    expect(await updateProfileName(t.db, id, '   ')).toBe(true);
    const row = await t.db.selectFrom('profiles').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBeNull();
    expect((await userOf(id))?.name).toBe('asha@example.test');
    expect(await updateProfileName(t.db, id + 100, 'Ghost')).toBe(false);
  });
});
