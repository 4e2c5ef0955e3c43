import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guestVisitOf, recordGuestVisit } from '~/.server/guest-list/guest-visits';
import { GUEST_MAIL_DAILY_CAP, INVITATION_KIND } from '~/.server/guest-list/invitation-mail';
import { emailInvitations } from '~/.server/guest-list/send-invitations';
import { markPartySent } from '~/.server/guest-list/sending';
import { stopGuestMail } from '~/.server/guest-list/unsubscribe';
import { addEvent } from '~/.server/invitation-site/events';
import { addParty, partiesOf } from '~/.server/guest-list/parties';
import { openSite, type InvitationSite } from '~/.server/invitation-site/sites';
import type { Services } from '~/.server/boot/services';
import { stateOf } from '~/lib/guest-states';
import { insertOrder } from '../support/order-fixtures';
import { testServices } from '../support/services';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

const visit = (userAgent: string, headers: Record<string, string> = {}, method = 'GET') =>
  guestVisitOf(new Request('http://shop.test/i/a/b', { method, headers: { 'User-Agent': userAgent, ...headers } }));

const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('who fetched a personal link', () => {
  it('tells a messenger drawing the card from a person opening it, and counts no other robot', () => {
    expect(visit('WhatsApp/2.24.1.78 A')).toBe('delivered');
    expect(visit('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe('delivered');
    expect(visit('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBeNull();
    expect(visit(PHONE)).toBe('opened');
    expect(visit(PHONE, { 'Sec-Purpose': 'prefetch' })).toBeNull();
    expect(visit('')).toBeNull();
  });

  it('follows an invitation from sent to replied, furthest first', () => {
    const none = { sentAt: null, deliveredAt: null, openedAt: null, answeredAt: null };
    expect(stateOf(none).state).toBe('not-sent');
    expect(stateOf({ ...none, sentAt: 'a' }).state).toBe('sent');
    expect(stateOf({ ...none, sentAt: 'a', deliveredAt: 'b' }).state).toBe('delivered');
    expect(stateOf({ ...none, deliveredAt: 'b', openedAt: 'c' })).toEqual({ state: 'opened', at: 'c' });
    expect(stateOf({ ...none, openedAt: 'c', answeredAt: 'd' }).state).toBe('responded');
  });
});

describe.each(engines)('sending invitations on %s', (engine) => {
  let t: TestDb;
  let services: Services & {
    sent: { to: string; replyTo?: string | null; headers?: Record<string, string>; html: string }[];
  };
  let site: InvitationSite;

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    const order = await insertOrder(t.db, { collectionIds: [null] });
    site = await openSite(t.db, { id: order.id, coupleNames: 'Meera & Arjun' });
    const event = await addEvent(t.db, site.id, {
      name: 'Sangeet',
      date: '2030-02-13',
      startTime: '19:00',
      venue: 'The Leela Palace',
      address: '',
      mapLink: '',
      dressCode: '',
      notes: '',
    });
    if (!event.ok) throw new Error('event');
    for (const [name, email, side] of [
      ['The Kapoor family', 'kapoors@example.test', 'bride'],
      ['Riya & Dev', 'riya@example.test', 'groom'],
      ['Nani', null, 'bride'],
    ] as const) {
      await addParty(t.db, site.id, { name, phone: '+919812345678', email, ceiling: 2, eventIds: [event.id], side });
    }
  });
  // The mail run a send kicked finishes before its database goes.
  afterEach(async () => {
    await services.mailer.idle();
    await t.destroy();
  });

  const party = async (name: string) => (await partiesOf(t.db, site.id)).find((one) => one.name === name)!;

  it('e-mails each guest with an address once, marks them sent as the mail server takes it', async () => {
    const first = await emailInvitations(services, site, { state: null, side: null, group: null });
    expect(first).toEqual({ queued: 2, later: 0 });
    expect(await emailInvitations(services, site, { state: null, side: null, group: null })).toEqual({
      queued: 0,
      later: 0,
    });
    await services.mailer.idle();
    expect(services.sent.map((mail) => mail.to).sort()).toEqual(['kapoors@example.test', 'riya@example.test']);
    const mail = services.sent.find((one) => one.to === 'kapoors@example.test')!;
    expect(mail.replyTo).toBe('couple@example.com');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1\/i\/meera-arjun-\w{4}\/[\w-]{22}\/unsubscribe>$/,
    );
    expect(mail.html).toContain('See your invitation and reply');
    expect(mail.html).toContain('/preview.jpg?v=');
    const kapoors = await party('The Kapoor family');
    expect(kapoors).toMatchObject({ sentBy: 'email' });
    expect(stateOf(kapoors).state).toBe('sent');
    expect(stateOf(await party('Nani')).state).toBe('not-sent');
  });

  it('sends to one side only, never to a guest who asked for no more, and not past the daily cap', async () => {
    await stopGuestMail(t.db, (await party('Riya & Dev')).id);
    expect(await emailInvitations(services, site, { state: null, side: 'groom', group: null })).toEqual({
      queued: 0,
      later: 0,
    });
    const kapoors = await party('The Kapoor family');
    for (let n = 0; n < GUEST_MAIL_DAILY_CAP; n++) {
      await t.db
        .insertInto('mail_outbox')
        .values({
          to_address: 'x@example.test',
          subject: 's',
          text_body: '',
          html_body: '',
          next_attempt_at: new Date().toISOString(),
          party_id: kapoors.id,
          kind: 'guest-reminder',
          status: 'sent',
        })
        .execute();
    }
    expect(await emailInvitations(services, site, { state: null, side: 'bride', group: null })).toEqual({
      queued: 0,
      later: 1,
    });
    expect(await countRows(t.db, 'mail_outbox')).toBe(GUEST_MAIL_DAILY_CAP);
    const invitations = await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', INVITATION_KIND).execute();
    expect(invitations).toEqual([]);
  });

  it('keeps the first sending, and the first visit of each kind', async () => {
    const kapoors = await party('The Kapoor family');
    await markPartySent(t.db, kapoors.id, 'whatsapp', new Date('2030-01-01T10:00:00Z'));
    await markPartySent(t.db, kapoors.id, 'email', new Date('2030-01-02T10:00:00Z'));
    const opened = (userAgent: string) => new Request('http://shop.test/', { headers: { 'User-Agent': userAgent } });
    await recordGuestVisit(t.db, kapoors.token, opened('WhatsApp/2.24.1.78 A'), new Date('2030-01-01T10:01:00Z'));
    expect(stateOf(await party('The Kapoor family')).state).toBe('delivered');
    await recordGuestVisit(t.db, kapoors.token, opened(PHONE), new Date('2030-01-01T11:00:00Z'));
    await recordGuestVisit(t.db, kapoors.token, opened(PHONE), new Date('2030-01-03T11:00:00Z'));
    const after = await party('The Kapoor family');
    expect(after).toMatchObject({
      sentBy: 'whatsapp',
      sentAt: '2030-01-01T10:00:00.000Z',
      openedAt: '2030-01-01T11:00:00.000Z',
    });
  });
});
