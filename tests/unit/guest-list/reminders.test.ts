import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDaytimeFor } from '~/.server/guest-list/reminder-hours';
import { dueReminderDay, parseReminderDays, REMINDER_KIND, sendDueReminders } from '~/.server/guest-list/reminders';
import { markPartySent } from '~/.server/guest-list/sending';
import { stopGuestMail } from '~/.server/guest-list/unsubscribe';
import { addEvent } from '~/.server/invitation-site/events';
import { addParty, partiesOf } from '~/.server/guest-list/parties';
import { saveReply } from '~/.server/invitation-site/replies';
import { openSite, updateSite } from '~/.server/invitation-site/sites';
import type { Services } from '~/.server/boot/services';
import { insertOrder } from '../support/order-fixtures';
import { testServices } from '../support/services';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const DEADLINE = '2030-02-10';

describe('when reminders go', () => {
  it('reads the days as the couple types them', () => {
    expect(parseReminderDays('7, 2')).toEqual([7, 2]);
    expect(parseReminderDays('2 7 7 x 0 90 14')).toEqual([14, 7, 2]);
    expect(parseReminderDays('')).toEqual([]);
  });

  it('gives each reminder its turn, from its day to the next one’s, none after the deadline', () => {
    expect(dueReminderDay(DEADLINE, [7, 2], '2030-02-02')).toBeNull();
    expect(dueReminderDay(DEADLINE, [7, 2], '2030-02-03')).toBe('2030-02-03');
    expect(dueReminderDay(DEADLINE, [7, 2], '2030-02-07')).toBe('2030-02-03');
    expect(dueReminderDay(DEADLINE, [7, 2], '2030-02-08')).toBe('2030-02-08');
    expect(dueReminderDay(DEADLINE, [7, 2], '2030-02-10')).toBe('2030-02-08');
    expect(dueReminderDay(DEADLINE, [7, 2], '2030-02-11')).toBeNull();
  });

  it('waits for daytime where the guest’s phone is', () => {
    // 04:00 UTC: 9.30 in India, 8 in Dubai, 8 pm the evening before in California.
    const early = new Date('2030-02-03T04:00:00Z');
    expect(isDaytimeFor('+919812345678', early)).toBe(true);
    expect(isDaytimeFor('+971501234567', early)).toBe(false);
    expect(isDaytimeFor('+14155552671', early)).toBe(false);
    // 20:00 UTC: noon in California, 3 pm in New York, 1.30 at night in India.
    const late = new Date('2030-02-03T20:00:00Z');
    expect(isDaytimeFor('+14155552671', late)).toBe(true);
    expect(isDaytimeFor('+919812345678', late)).toBe(false);
  });
});

describe.each(engines)('reminders on %s', (engine) => {
  let t: TestDb;
  let services: Services & { sent: { to: string; subject: string }[] };

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    const order = await insertOrder(t.db, { collectionIds: [null] });
    const site = await openSite(t.db, { id: order.id, coupleNames: 'Meera & Arjun' }, new Date('2030-01-01T00:00:00Z'));
    await updateSite(
      t.db,
      {
        siteId: site.id,
        expectedVersion: site.version,
        values: { title: site.title, welcome: '', rsvpDeadline: DEADLINE, whatsAppMessage: site.whatsAppMessage },
      },
      new Date('2030-01-01T00:00:00Z'),
    );
    const event = await addEvent(
      t.db,
      site.id,
      {
        name: 'Sangeet',
        date: '2030-02-20',
        startTime: '',
        venue: 'Leela',
        address: '',
        mapLink: '',
        dressCode: '',
        notes: '',
      },
      new Date('2030-01-01T00:00:00Z'),
    );
    if (!event.ok) throw new Error('event');
    for (const [name, phone, email] of [
      ['Kapoors', '+919812345678', 'kapoors@example.test'],
      ['Khans', '+971501234567', 'khans@example.test'],
      ['Smiths', '+14155552671', 'smiths@example.test'],
      ['Raos', '+919812345679', 'raos@example.test'],
      ['Nani', '+919812345670', null],
    ] as const) {
      await addParty(t.db, site.id, { name, phone, email, ceiling: 2, eventIds: [event.id] });
    }
    for (const party of await partiesOf(t.db, site.id)) await markPartySent(t.db, party.id, 'whatsapp');
    const raos = (await partiesOf(t.db, site.id)).find((party) => party.name === 'Raos')!;
    await saveReply(t.db, {
      partyId: raos.id,
      expectedReplyVersion: 0,
      closed: false,
      reply: { answers: [{ eventId: event.id, attending: true, people: 2 }], dietary: '', message: '' },
    });
  });
  // The mail run a send kicked finishes before its database goes.
  afterEach(async () => {
    await services.mailer.idle();
    await t.destroy();
  });

  const reminded = async () =>
    (
      await t.db
        .selectFrom('party_reminders')
        .innerJoin('parties', 'parties.id', 'party_reminders.party_id')
        .select(['parties.name', 'party_reminders.reminder_day'])
        .orderBy('parties.name')
        .orderBy('party_reminders.reminder_day')
        .execute()
    ).map((row) => `${row.name} ${row.reminder_day}`);

  it('reminds the guests who have not answered, once per reminder, in their daytime, never after the deadline', async () => {
    const at = (iso: string) => sendDueReminders(services, new Date(iso));
    expect(await at('2030-02-02T06:00:00Z')).toEqual({ queued: 0 });
    // 9.30 in India: the Kapoors; not the Khans (8 in Dubai), the Smiths (night in California), the Raos (answered), Nani (no e-mail).
    expect(await at('2030-02-03T04:00:00Z')).toEqual({ queued: 1 });
    expect(await at('2030-02-03T04:00:30Z')).toEqual({ queued: 0 });
    expect(await at('2030-02-03T06:00:00Z')).toEqual({ queued: 1 });
    expect(await at('2030-02-03T20:00:00Z')).toEqual({ queued: 1 });
    expect(await reminded()).toEqual(['Kapoors 2030-02-03', 'Khans 2030-02-03', 'Smiths 2030-02-03']);

    // The Smiths answer, the Khans ask for no more e-mail: the second reminder is the Kapoors' alone.
    const smiths = (
      await t.db.selectFrom('parties').select(['id']).where('name', '=', 'Smiths').executeTakeFirstOrThrow()
    ).id;
    const khans = (
      await t.db.selectFrom('parties').select(['id']).where('name', '=', 'Khans').executeTakeFirstOrThrow()
    ).id;
    const event = await t.db.selectFrom('site_events').select('id').executeTakeFirstOrThrow();
    await saveReply(t.db, {
      partyId: Number(smiths),
      expectedReplyVersion: 0,
      closed: false,
      reply: { answers: [{ eventId: Number(event.id), attending: false, people: 0 }], dietary: '', message: '' },
    });
    await stopGuestMail(t.db, Number(khans));
    for (const hour of ['04', '08', '12', '16', '20']) await at(`2030-02-08T${hour}:00:00Z`);
    expect(await reminded()).toEqual([
      'Kapoors 2030-02-03',
      'Kapoors 2030-02-08',
      'Khans 2030-02-03',
      'Smiths 2030-02-03',
    ]);
    expect(await at('2030-02-11T06:00:00Z')).toEqual({ queued: 0 });

    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'subject'])
      .orderBy('id')
      .execute();
    expect(mails.filter((mail) => mail.to_address === 'kapoors@example.test')).toHaveLength(2);
    expect(mails[0]!.subject).toBe('A reminder from Meera & Arjun: please reply by Sunday, 10 February 2030');
    expect(mails.every((mail) => mail.kind === REMINDER_KIND)).toBe(true);
  });

  it('sends each reminder once when two servers run at the same moment, and again after a restart', async () => {
    const now = new Date('2030-02-03T06:00:00Z');
    const runs = await Promise.all([
      sendDueReminders(services, now),
      sendDueReminders(services, now),
      sendDueReminders(services, now),
    ]);
    // 11.30 in India, 10 in Dubai: the Kapoors and the Khans.
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(2);
    // A new process: nothing in memory, the rows decide.
    const restarted = testServices(t);
    expect(await sendDueReminders(restarted, now)).toEqual({ queued: 0 });
    const rows = await t.db.selectFrom('party_reminders').select(['mail_id']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.mail_id !== null)).toBe(true);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  });
});
