import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changedParts, CHANGE_KIND } from '~/.server/guest-list/change-mail';
import { markPartySent } from '~/.server/guest-list/sending';
import { eventsOf, updateEvent, type EventValues } from '~/.server/invitation-site/events';
import { partiesOf } from '~/.server/guest-list/parties';
import { signSiteToken } from '~/.server/invitation-site/site-links';
import { siteOfOrder } from '~/.server/invitation-site/sites';
import type { Services } from '~/.server/boot/services';
import * as editor from '~/routes/invitation-site/editor';
import { Browser } from '../support/actions';
import { insertOrder } from '../support/order-fixtures';
import { noticeOf } from '../support/signed-in';
import { testContext, testServices } from '../support/services';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe('what changed, in a few words', () => {
  const at = { date: '2030-02-13', startTime: '19:00', timeZone: 'Asia/Kolkata', venue: 'Leela', address: 'Udaipur' };
  it('names the day, the time and the place', () => {
    expect(changedParts(at, { ...at, venue: 'City Palace' })).toBe('place');
    expect(changedParts(at, { ...at, date: '2030-02-14', startTime: '18:00' })).toBe('day and time');
    expect(changedParts(at, { ...at, date: '2030-02-14', startTime: '18:00', address: 'Jaipur' })).toBe(
      'day, time and place',
    );
  });
});

describe.each(engines)('telling guests of a change on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let couple: Browser;
  let token: string;
  let orderId: number;

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    couple = new Browser(testContext(services));
    const order = await insertOrder(t.db, { collectionIds: [null] });
    orderId = order.id;
    token = signSiteToken(services.secrets, order, new Date());
    await post({
      intent: 'add-event',
      name: 'Sangeet',
      date: inAYear(),
      startTime: '19:00',
      venue: 'The Leela Palace',
    });
    const event = await t.db.selectFrom('site_events').select('id').executeTakeFirstOrThrow();
    for (const [name, email] of [
      ['The Kapoor family', 'kapoors@example.test'],
      ['Riya & Dev', ''],
      ['Nani', 'nani@example.test'],
    ]) {
      const party = new FormData();
      for (const [key, value] of Object.entries({
        intent: 'add-party',
        name,
        phone: '98123 45678',
        email,
        ceiling: '2',
      })) {
        if (value) party.append(key, value);
      }
      party.append('events', String(event.id));
      await post(party);
    }
  });
  // The mail run a send kicked finishes before its database goes.
  afterEach(async () => {
    await services.mailer.idle();
    await t.destroy();
  });

  const post = (fields: Record<string, string> | FormData) =>
    couple.post(editor.action, `/site/${token}`, fields, { token });

  async function moveTheSangeet(venue: string) {
    const site = (await siteOfOrder(t.db, orderId))!;
    const [event] = await eventsOf(t.db, site.id);
    const values: EventValues = { ...event!, venue };
    return updateEvent(t.db, { siteId: site.id, eventId: event!.id, expectedVersion: event!.version, values });
  }

  it('offers nothing before invitations went, then tells those sent it by e-mail, once', async () => {
    await moveTheSangeet('Udai Vilas');
    const site = (await siteOfOrder(t.db, orderId))!;
    expect((await eventsOf(t.db, site.id))[0]!.told).toBeNull();

    for (const party of await partiesOf(t.db, site.id)) {
      if (party.name !== 'Nani') await markPartySent(t.db, party.id, 'whatsapp');
    }
    await moveTheSangeet('City Palace');
    const [event] = await eventsOf(t.db, site.id);
    expect(event!.told).toMatchObject({ venue: 'Udai Vilas', startTime: '19:00' });
    // Moved again before telling: the guests were told of Udai Vilas, so that stays what changed.
    await moveTheSangeet('Lake Palace');
    const [moved] = await eventsOf(t.db, site.id);
    expect(moved!.told).toMatchObject({ venue: 'Udai Vilas' });

    const fields = { intent: 'tell-guests', eventId: String(moved!.id), version: String(moved!.version) };
    const told = await post(fields);
    expect(await noticeOf(services, told)).toMatchObject({ title: '1 guest will get an e-mail about the Sangeet' });
    expect(await noticeOf(services, await post(fields))).toMatchObject({ title: 'Nothing to send' });
    const mails = await t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body', 'kind']).execute();
    expect(mails).toEqual([
      expect.objectContaining({
        to_address: 'kapoors@example.test',
        kind: CHANGE_KIND,
        subject: `${site.title}: a new place for the Sangeet`,
      }),
    ]);
    expect(mails[0]!.text_body).toMatch(/Now: .* · Lake Palace/);
    expect(mails[0]!.text_body).toMatch(/Before: .* · Udai Vilas/);
    expect((await eventsOf(t.db, site.id))[0]!.told).toBeNull();
  });

  it('lets the couple say there is no need, and forgets a change put back', async () => {
    const site = (await siteOfOrder(t.db, orderId))!;
    for (const party of await partiesOf(t.db, site.id)) await markPartySent(t.db, party.id, 'whatsapp');
    await moveTheSangeet('City Palace');
    await moveTheSangeet('The Leela Palace');
    expect((await eventsOf(t.db, site.id))[0]!.told).toBeNull();
    await moveTheSangeet('City Palace');
    const [event] = await eventsOf(t.db, site.id);
    await post({ intent: 'keep-quiet', eventId: String(event!.id), version: String(event!.version) });
    expect((await eventsOf(t.db, site.id))[0]!.told).toBeNull();
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });
});
