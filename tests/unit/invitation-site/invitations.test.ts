import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addEvent,
  deleteEvent,
  eventsOf,
  isWebLink,
  moveEvent,
  updateEvent,
  type EventValues,
} from '~/.server/invitation-site/events';
import { csvLines, guestListCsv } from '~/.server/guest-list/guest-csv';
import { countHeads } from '~/.server/invitation-site/headcounts';
import { repliesOfSite } from '~/.server/invitation-site/replies';
import {
  addParty,
  deleteParty,
  partiesOf,
  partyByToken,
  parsePartyToken,
  renewPartyLink,
  updateParty,
  type PartyValues,
} from '~/.server/guest-list/parties';
import { internationalPhone, normalisePhone, phoneCountry, whatsAppLink } from '~/.server/invitation-site/phone';
import { replyOf, saveReply } from '~/.server/invitation-site/replies';
import { namesPart, parseSiteAddress, siteAddressFor } from '~/.server/invitation-site/site-address';
import { answersClosed, openSite, siteAtAddress, updateSite } from '~/.server/invitation-site/sites';
import { studioToday } from '~/lib/studio-time';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';
import type { Db } from '~/.server/db/connection';

const NOW = new Date('2026-11-27T06:00:00.000Z');

const event = (values: Partial<EventValues> = {}): EventValues => ({
  name: 'Sangeet',
  date: '2027-02-13',
  startTime: '19:00',
  venue: 'The Leela Palace',
  address: 'Lake Pichola, Udaipur',
  mapLink: 'https://maps.example.com/leela',
  dressCode: 'Festive',
  notes: '',
  ...values,
});

/** Per event of the site, in the events' order, over every party: the counts the editor shows. */
async function headcountsOf(db: Db, siteId: number) {
  const [events, replies] = await Promise.all([eventsOf(db, siteId), repliesOfSite(db, siteId)]);
  return countHeads(
    events.map((event) => event.id),
    replies.values(),
  );
}

describe('site addresses, phones and links', () => {
  it('reads the couple’s names aloud in the address, with four letters no one mishears', () => {
    expect(namesPart('Meera & Arjun')).toBe('meera-arjun');
    expect(namesPart('Zoë and Renée')).toBe('zoe-renee');
    expect(namesPart('प्रिया & अर्जुन')).toBe('wedding');
    expect(namesPart('Bartholomew-Alexander & Maximiliana')).toBe('bartholomew-alexander');
    const address = siteAddressFor('Meera & Arjun');
    expect(address).toMatch(/^meera-arjun-[a-hj-km-np-z2-9]{4}$/);
    expect(parseSiteAddress(address)).toBe(address);
    expect(parseSiteAddress('../etc')).toBeNull();
    expect(parseSiteAddress('Meera-Arjun')).toBeNull();
  });

  it('gives every phone its country code: an Indian number without one gets +91', () => {
    expect(normalisePhone('98123 45678')).toBe('+919812345678');
    expect(normalisePhone('098123-45678')).toBe('+919812345678');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('12345')).toBeNull();
    expect(normalisePhone('+91 12345')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
    // Read by the numbering plans, not by counting digits.
    expect(normalisePhone('00000 00000')).toBeNull();
    expect(normalisePhone('+44 20 7946 09581234')).toBeNull();
    expect(normalisePhone('+91 (0) 98123 45678')).toBe('+919812345678');
    expect(normalisePhone('+1 (415) 555-2671')).toBe('+14155552671');
    expect(internationalPhone('+919812345678')).toBe('+91 98123 45678');
    expect(internationalPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(phoneCountry('+919812345678')).toBe('IN');
    expect(phoneCountry('+971501234567')).toBe('AE');
    expect(whatsAppLink('+919812345678', 'Join us & dance: https://shop.example/i/x')).toBe(
      'https://wa.me/919812345678?text=Join%20us%20%26%20dance%3A%20https%3A%2F%2Fshop.example%2Fi%2Fx',
    );
  });

  it('takes only web addresses as map links', () => {
    expect(isWebLink('https://maps.google.com/?q=Udaipur')).toBe(true);
    expect(isWebLink('')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('data:text/html,hi')).toBe(false);
    expect(isWebLink('maps.google.com')).toBe(false);
  });

  it('keeps a spreadsheet from running a cell', () => {
    const cell = (value: string | number) => csvLines([[value]]).slice(0, -2);
    expect(cell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(cell(`${start}1`)).toBe(`"'${start}1"`);
    expect(cell('Meera, Arjun')).toBe('"Meera, Arjun"');
    expect(cell(3)).toBe('"3"');
    expect(cell('')).toBe('""');
    expect(
      csvLines([
        ['a', 'b'],
        ['line\nbreak', 2],
      ]),
    ).toBe('"a","b"\r\n"line\nbreak","2"\r\n');
  });
});

describe.each(engines)('invitation sites on %s', (engine) => {
  let t: TestDb;
  let siteId: number;
  beforeEach(async () => {
    t = await createTestDb(engine);
    const order = await insertOrder(t.db, { collectionIds: [null] });
    siteId = (await openSite(t.db, { id: order.id, coupleNames: 'Meera & Arjun' }, NOW)).id;
  });
  afterEach(() => t.destroy());

  const party = (eventIds: number[], values: Partial<PartyValues> = {}): PartyValues => ({
    name: 'The Kapoor family',
    phone: '+919812345678',
    email: null,
    ceiling: 3,
    eventIds,
    ...values,
  });

  async function twoEventsAndAParty() {
    const sangeet = await addEvent(t.db, siteId, event(), NOW);
    const ceremony = await addEvent(t.db, siteId, event({ name: 'Ceremony', date: '2027-02-14' }), NOW);
    if (!sangeet.ok || !ceremony.ok) throw new Error('events not added');
    const added = await addParty(t.db, siteId, party([sangeet.id, ceremony.id]), NOW);
    if (!added.ok) throw new Error('party not added');
    const [kapoors] = await partiesOf(t.db, siteId);
    if (!kapoors) throw new Error('no party');
    return { sangeet: sangeet.id, ceremony: ceremony.id, kapoors };
  }

  it('makes one site per order, titled with the names, at an address that finds it', async () => {
    const order = await insertOrder(t.db, { collectionIds: [null] });
    const [first, second] = await Promise.all([
      openSite(t.db, { id: order.id, coupleNames: 'Asha & Vikram' }, NOW),
      openSite(t.db, { id: order.id, coupleNames: 'Asha & Vikram' }, NOW),
    ]);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ title: 'Asha & Vikram', version: 1, rsvpDeadline: null, hasPassword: false });
    expect(first.address).toMatch(/^asha-vikram-/);
    expect(first.whatsAppMessage).toContain('{link}');
    expect((await siteAtAddress(t.db, first.address))?.id).toBe(first.id);
  });

  it('refuses a save from a stale tab, and takes a repeated save as done', async () => {
    const values = {
      title: 'Meera & Arjun',
      welcome: 'Come dance with us',
      rsvpDeadline: '2027-01-31',
      whatsAppMessage: 'Hi {link}',
    };
    expect(await updateSite(t.db, { siteId, expectedVersion: 1, values }, NOW)).toEqual({ ok: true, changed: true });
    expect(await updateSite(t.db, { siteId, expectedVersion: 1, values }, NOW)).toEqual({ ok: true, changed: false });
    expect(
      await updateSite(t.db, { siteId, expectedVersion: 1, values: { ...values, welcome: 'Other tab' } }, NOW),
    ).toEqual({ ok: false, reason: 'stale' });
    expect(await siteAtAddress(t.db, 'nobody-abcd')).toBeNull();
  });

  it('closes answers after the deadline’s day, in India’s time', () => {
    // 27 Nov 2026 06:00 UTC is 11:30 in India; 18:30 UTC is already the next day there.
    expect(studioToday(NOW)).toBe('2026-11-27');
    expect(studioToday(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(answersClosed({ rsvpDeadline: '2026-11-27' }, NOW)).toBe(false);
    expect(answersClosed({ rsvpDeadline: '2026-11-27' }, new Date('2026-11-27T18:30:00Z'))).toBe(true);
    expect(answersClosed({ rsvpDeadline: null }, NOW)).toBe(false);
  });

  it('adds, edits, reorders and removes events; a past day or a non-web map link is refused', async () => {
    expect(await addEvent(t.db, siteId, event({ date: '2026-11-26' }), NOW)).toEqual({ ok: false, reason: 'past' });
    expect(await addEvent(t.db, siteId, event({ mapLink: 'javascript:alert(1)' }), NOW)).toEqual({
      ok: false,
      reason: 'bad-link',
    });
    const haldi = await addEvent(t.db, siteId, event({ name: 'Haldi', date: '2026-11-27' }), NOW);
    const sangeet = await addEvent(t.db, siteId, event(), NOW);
    if (!haldi.ok || !sangeet.ok) throw new Error('not added');
    expect((await eventsOf(t.db, siteId)).map((e) => e.name)).toEqual(['Haldi', 'Sangeet']);

    expect(await moveEvent(t.db, { siteId, eventId: sangeet.id, direction: 'up' })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await moveEvent(t.db, { siteId, eventId: sangeet.id, direction: 'up' })).toMatchObject({
      ok: true,
      changed: false,
    });
    const events = await eventsOf(t.db, siteId);
    expect(events.map((e) => e.name)).toEqual(['Sangeet', 'Haldi']);

    const shown = events[0]!;
    const edit = { siteId, eventId: shown.id, expectedVersion: shown.version, values: event({ venue: 'City Palace' }) };
    expect(await updateEvent(t.db, edit, NOW)).toMatchObject({ ok: true, changed: true });
    expect(await updateEvent(t.db, edit, NOW)).toMatchObject({ ok: true, changed: false });
    expect(await updateEvent(t.db, { ...edit, values: event({ venue: 'Other tab' }) }, NOW)).toEqual({
      ok: false,
      reason: 'stale',
    });
    // A day already past may stay; moving it into the past may not.
    const later = new Date('2027-03-01T06:00:00Z');
    const current = (await eventsOf(t.db, siteId))[0]!;
    const keep = {
      siteId,
      eventId: current.id,
      expectedVersion: current.version,
      values: event({ venue: 'City Palace', notes: 'Photos after' }),
    };
    expect(await updateEvent(t.db, keep, later)).toMatchObject({ ok: true, changed: true });
    expect(
      await updateEvent(
        t.db,
        { ...keep, expectedVersion: current.version + 1, values: event({ date: '2027-02-20' }) },
        later,
      ),
    ).toEqual({ ok: false, reason: 'past' });

    expect(await deleteEvent(t.db, { siteId, eventId: current.id, expectedVersion: 1 })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(
      await deleteEvent(t.db, { siteId, eventId: current.id, expectedVersion: current.version + 1 }),
    ).toMatchObject({
      ok: true,
      changed: true,
    });
    expect((await eventsOf(t.db, siteId)).map((e) => e.name)).toEqual(['Haldi']);
  });

  it('invites a party to some events, with a personal link that a new one revokes', async () => {
    const { sangeet, ceremony, kapoors } = await twoEventsAndAParty();
    expect(parsePartyToken(kapoors.token)).toBe(kapoors.token);
    expect((await partyByToken(t.db, kapoors.token))?.siteId).toBe(siteId);
    expect((await replyOf(t.db, kapoors.id)).map((a) => a.eventId).sort()).toEqual([sangeet, ceremony].sort());

    const other = await openSite(t.db, {
      id: (await insertOrder(t.db, { collectionIds: [null] })).id,
      coupleNames: 'A & B',
    });
    const foreign = await addEvent(t.db, other.id, event(), NOW);
    if (!foreign.ok) throw new Error('not added');
    expect(await addParty(t.db, siteId, party([foreign.id]), NOW)).toEqual({ ok: false, reason: 'not-an-event' });

    const renew = { siteId, partyId: kapoors.id, expectedVersion: kapoors.version };
    expect(await renewPartyLink(t.db, renew)).toMatchObject({ ok: true, changed: true });
    expect(await partyByToken(t.db, kapoors.token)).toBeNull();
    const [renewed] = await partiesOf(t.db, siteId);
    expect(renewed?.token).not.toBe(kapoors.token);
    // The second press from the same page, and another couple's site: nothing more.
    expect(await renewPartyLink(t.db, renew)).toEqual({ ok: false, reason: 'stale' });
    expect(await renewPartyLink(t.db, { ...renew, siteId: other.id, expectedVersion: renewed!.version })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect((await partiesOf(t.db, siteId))[0]?.token).toBe(renewed?.token);

    expect(await deleteParty(t.db, { siteId, partyId: kapoors.id, expectedVersion: kapoors.version })).toEqual({
      ok: false,
      reason: 'stale',
    });
    const gone = { siteId, partyId: kapoors.id, expectedVersion: renewed!.version };
    expect(await deleteParty(t.db, gone)).toMatchObject({ ok: true, changed: true });
    expect(await deleteParty(t.db, gone)).toMatchObject({ ok: true, changed: false });
    expect(await partiesOf(t.db, siteId)).toEqual([]);
  });

  it('saves a guest’s answers per event within the ceiling, once, and refuses a stale page', async () => {
    const { sangeet, ceremony, kapoors } = await twoEventsAndAParty();
    const reply = {
      answers: [
        { eventId: sangeet, attending: true, people: 2 },
        { eventId: ceremony, attending: false, people: 0 },
      ],
      dietary: 'One vegetarian',
      message: 'So happy for you!',
    };
    const save = (expectedReplyVersion: number, r = reply, closed = false) =>
      saveReply(t.db, { partyId: kapoors.id, expectedReplyVersion, reply: r, closed }, NOW);

    expect(await save(0, { ...reply, answers: [reply.answers[0]!] })).toEqual({ ok: false, reason: 'unanswered' });
    expect(
      await save(0, { ...reply, answers: [...reply.answers, { eventId: 999_999, attending: true, people: 1 }] }),
    ).toEqual({ ok: false, reason: 'not-invited' });
    expect(
      await save(0, { ...reply, answers: [{ eventId: sangeet, attending: true, people: 4 }, reply.answers[1]!] }),
    ).toEqual({ ok: false, reason: 'over-ceiling', eventId: sangeet, ceiling: 3 });
    expect(await save(0, reply, true)).toEqual({ ok: false, reason: 'closed' });

    expect(await save(0, reply)).toEqual({ ok: true, changed: true });
    // The double click: the same answer from the same page.
    expect(await save(0, reply)).toEqual({ ok: true, changed: false });
    // Another tab, opened before, with a different answer.
    const changed = { ...reply, answers: [reply.answers[0]!, { eventId: ceremony, attending: true, people: 1 }] };
    expect(await save(0, changed)).toEqual({ ok: false, reason: 'stale' });
    expect(await save(1, changed)).toEqual({ ok: true, changed: true });

    expect(await headcountsOf(t.db, siteId)).toEqual([
      { eventId: sangeet, attending: 2, declined: 0, awaiting: 0, invitedParties: 1 },
      { eventId: ceremony, attending: 1, declined: 0, awaiting: 0, invitedParties: 1 },
    ]);
    // The couple may not lower the ceiling below what the party said.
    expect(
      await updateParty(t.db, {
        siteId,
        partyId: kapoors.id,
        expectedVersion: 1,
        values: party([sangeet, ceremony], { ceiling: 1 }),
      }),
    ).toEqual({ ok: false, reason: 'below-answers', people: 2 });
  });

  it('counts each event and writes the guest list a spreadsheet cannot run', async () => {
    const { sangeet, ceremony, kapoors } = await twoEventsAndAParty();
    await addParty(
      t.db,
      siteId,
      party([ceremony], { name: '=cmd|" /C calc"!A0', phone: '+447700900123', ceiling: 1 }),
      NOW,
    );
    await saveReply(
      t.db,
      {
        partyId: kapoors.id,
        expectedReplyVersion: 0,
        closed: false,
        reply: {
          answers: [
            { eventId: sangeet, attending: true, people: 3 },
            { eventId: ceremony, attending: false, people: 0 },
          ],
          dietary: '-no nuts',
          message: '',
        },
      },
      NOW,
    );
    expect(await headcountsOf(t.db, siteId)).toEqual([
      { eventId: sangeet, attending: 3, declined: 0, awaiting: 0, invitedParties: 1 },
      { eventId: ceremony, attending: 0, declined: 1, awaiting: 1, invitedParties: 2 },
    ]);
    const lines = (await guestListCsv(t.db, siteId)).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"Party","Phone","E-mail","Invited as","Event","Date","Answer","People","Dietary","Message","Answered"',
    );
    expect(lines[1]).toMatch(
      /^"'=cmd\|"" \/C calc""!A0","'\+447700900123","","1","Ceremony","2027-02-14","Awaiting reply","0"/,
    );
    expect(lines[2]).toMatch(
      /^"The Kapoor family","'\+919812345678","","3","Sangeet","2027-02-13","Attending","3","'-no nuts"/,
    );
    expect(lines[3]).toContain('"Ceremony","2027-02-14","Declined","0"');
  });
});
