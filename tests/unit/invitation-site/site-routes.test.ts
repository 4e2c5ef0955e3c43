import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '~/.server/boot/services';
import { GUEST_LINK_LIMIT, RSVP_SAVED } from '~/.server/invitation-site/guest-page';
import { partiesOf } from '~/.server/guest-list/parties';
import { signSiteToken } from '~/.server/invitation-site/site-links';
import { siteOfOrder } from '~/.server/invitation-site/sites';
import { loadFileReferences } from '~/.server/sweep/file-references';
import * as adminOrder from '~/routes/admin/orders/order';
import * as editor from '~/routes/invitation-site/editor';
import * as guestList from '~/routes/guest-list/guests-csv';
import * as guestPage from '~/routes/guest-pages/invitation';
import * as sitePage from '~/routes/guest-pages/site-home';
import { SITE_PASSWORD_LIMIT } from '~/.server/invitation-site/site-password';
import { Browser, errorsOf } from '~/../tests/unit/support/actions';
import { gradientPng } from '~/../tests/unit/support/image-fixtures';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import { load, noticeOf, signedInBrowser } from '~/../tests/unit/support/signed-in';
import { testContext, testServices } from '~/../tests/unit/support/services';
import { countRows, createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** A loader's answer as Remix would send it: its data, or the Response it threw, with the status. */
async function loaded(
  loader: (args: LoaderFunctionArgs) => unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string>,
): Promise<{ data: unknown; status: number }> {
  let result: unknown;
  try {
    result = await loader({ request, context, params });
  } catch (thrown) {
    if (thrown instanceof Response) return { data: thrown, status: thrown.status };
    throw thrown;
  }
  if (result instanceof Response) return { data: result, status: result.status };
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const init = result.init as ResponseInit | null;
    return { data: result.data, status: init?.status ?? 200 };
  }
  return { data: result, status: 200 };
}

describe.each(engines)('the invitation site routes on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let couple: Browser;
  let order: { id: number; linkKey: string };
  let token: string;

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    couple = new Browser(testContext(services));
    order = await insertOrder(t.db, { collectionIds: [null] });
    token = signSiteToken(services.secrets, order, new Date());
  });
  afterEach(() => t.destroy());

  const path = (key = token) => `/site/${key}`;
  const post = (fields: Record<string, string> | FormData, key = token) =>
    couple.post(editor.action, path(key), fields, { token: key });

  async function eventAndParty() {
    await post({ intent: 'add-event', name: 'Sangeet', date: inAYear(), venue: 'The Leela Palace' });
    const site = await siteOfOrder(t.db, order.id);
    const event = await t.db.selectFrom('site_events').select('id').executeTakeFirstOrThrow();
    const party = new FormData();
    for (const [name, value] of Object.entries({
      intent: 'add-party',
      name: 'The Kapoor family',
      phone: '98123 45678',
      ceiling: '2',
    }))
      party.append(name, value);
    party.append('events', String(event.id));
    expect((await post(party)).status).toBe(302);
    const [kapoors] = await partiesOf(t.db, site!.id);
    return { site: site!, eventId: Number(event.id), party: kapoors! };
  }

  it('opens with the order’s own link only: a forged, another order’s or an unpaid order’s link changes nothing', async () => {
    const other = await insertOrder(t.db, { collectionIds: [null] });
    const otherToken = signSiteToken(services.secrets, other, new Date());
    const event = { intent: 'add-event', name: 'Sangeet', date: inAYear(), venue: 'The Leela Palace' };
    expect((await post(event, otherToken)).status).toBe(302);
    expect(await siteOfOrder(t.db, order.id)).toBeNull();
    expect((await siteOfOrder(t.db, other.id))?.orderId).toBe(other.id);

    const forged = `${order.id}.${Date.now() + 1e9}.${'A'.repeat(43)}`;
    expect((await post(event, forged)).status).toBe(404);
    const pending = await insertOrder(t.db, { status: 'pending', collectionIds: [null] });
    expect((await post(event, signSiteToken(services.secrets, pending, new Date()))).status).toBe(404);
    const expired = signSiteToken(services.secrets, order, new Date(Date.now() - 400 * 86_400_000));
    expect(
      (await loaded(editor.loader, couple.request(path(expired)), testContext(services), { token: expired })).status,
    ).toBe(403);
    expect(
      (
        await loaded(guestList.loader, couple.request(`${path(forged)}/guests.csv`), testContext(services), {
          token: forged,
        })
      ).status,
    ).toBe(404);
    expect(await countRows(t.db, 'site_events')).toBe(1);
  });

  it('answers bad input beside its field and writes nothing; a stale save is refused', async () => {
    const past = await post({
      intent: 'add-event',
      name: 'Haldi',
      date: '2020-01-01',
      venue: 'Home',
      mapLink: 'javascript:alert(1)',
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(past.status).toBe(400);
    expect(errorsOf(past)).toMatchObject({
      date: ['Date cannot be in the past'],
      mapLink: ['Map link must be a web address starting with http:// or https://'],
      timeZone: ['Choose where the event is held'],
    });
    expect(past.data?.result?.initialValue).toMatchObject({ name: 'Haldi' });
    const party = await post({ intent: 'add-party', name: 'A', phone: '12', ceiling: '99' });
    expect(errorsOf(party)).toMatchObject({
      phone: ['Please enter a phone number, e.g. +91 98123 45678'],
      ceiling: ['Number of people must be between 1 and 50'],
      events: ['Please choose at least one event'],
    });
    expect(await countRows(t.db, 'site_events')).toBe(0);
    expect(await countRows(t.db, 'parties')).toBe(0);

    const details = { intent: 'details', title: 'Meera & Arjun', whatsAppMessage: 'Join us: {link}', version: '1' };
    const saved = await post(details);
    expect(saved.status).toBe(302);
    expect(await noticeOf(services, saved)).toMatchObject({ title: 'Your site is saved' });
    const stale = await post({ ...details, welcome: 'From another tab' });
    expect(stale.status).toBe(409);
    expect(errorsOf(stale)['']?.[0]).toMatch(/changed in another tab/);
    const noLink = await post({ ...details, whatsAppMessage: 'Join us', version: '2' });
    expect(errorsOf(noLink).whatsAppMessage?.[0]).toMatch(/must contain \{link\}/);
    const reminders = await post({ ...details, reminderDays: 'soon', version: '2' });
    expect(errorsOf(reminders).reminderDays).toEqual(['Reminders: up to three numbers of days, like 7, 2']);
    // Left empty (as the details above were sent): no reminders.
    expect((await siteOfOrder(t.db, order.id))?.reminderDays).toEqual([]);
    expect((await post({ ...details, reminderDays: '3, 10', version: '2' })).status).toBe(302);
    expect((await siteOfOrder(t.db, order.id))?.reminderDays).toEqual([10, 3]);
  });

  it('keeps each event’s time in its own place: India’s unless the couple chose another', async () => {
    await post({ intent: 'add-event', name: 'Mehndi', date: inAYear(), startTime: '16:00', venue: 'Home' });
    await post({
      intent: 'add-event',
      name: 'Ceremony',
      date: inAYear(),
      startTime: '10:30',
      venue: 'Atlantis The Palm',
      timeZone: 'Asia/Dubai',
    });
    const zones = await t.db.selectFrom('site_events').select(['name', 'time_zone']).orderBy('position').execute();
    expect(zones).toEqual([
      { name: 'Mehndi', time_zone: 'Asia/Kolkata' },
      { name: 'Ceremony', time_zone: 'Asia/Dubai' },
    ]);
  });

  it('lets a guest answer through their own link only, within the ceiling; guessing is limited', async () => {
    const { site, eventId, party } = await eventAndParty();
    expect(party.phone).toBe('+919812345678');
    const guest = new Browser(testContext(services, '198.51.100.9'));
    const guestPath = `/i/${site.address}/${party.token}`;
    const params = { address: site.address, token: party.token };
    const page = await loaded(guestPage.loader, guest.request(guestPath), testContext(services), params);
    expect(page.data).toMatchObject({
      party: { name: 'The Kapoor family', ceiling: 2 },
      events: [{ id: eventId, name: 'Sangeet' }],
    });

    const over = await guest.post(
      guestPage.action,
      guestPath,
      { replyVersion: '0', [`attending_${eventId}`]: 'yes', [`people_${eventId}`]: '3' },
      params,
    );
    expect(errorsOf(over)).toMatchObject({ [`people_${eventId}`]: ['Your invitation is for up to 2 people'] });
    const answered = { replyVersion: '0', [`attending_${eventId}`]: 'yes', [`people_${eventId}`]: '2' };
    const saved = await guest.post(guestPage.action, guestPath, answered, params);
    expect(saved.status).toBe(302);
    expect(await noticeOf(services, saved)).toMatchObject({ title: RSVP_SAVED });
    // The double click: the same answer again from the same page is saved once.
    expect((await guest.post(guestPage.action, guestPath, answered, params)).status).toBe(302);
    const changed = await guest.post(
      guestPage.action,
      guestPath,
      { ...answered, [`attending_${eventId}`]: 'no' },
      params,
    );
    expect(changed.status).toBe(409);

    // Another site's address with this token, or a made-up token: the site's 404, and too many of them a 429.
    const prober = new Browser(testContext(services, '203.0.113.66'));
    const wrong = { address: 'someone-else-abcd', token: party.token };
    const misses = [];
    for (let i = 0; i < GUEST_LINK_LIMIT.limit + 1; i++) {
      misses.push(
        (await loaded(guestPage.loader, prober.request('/i/x/y'), testContext(services, '203.0.113.66'), wrong)).status,
      );
    }
    expect(misses.slice(0, GUEST_LINK_LIMIT.limit)).toEqual(Array(GUEST_LINK_LIMIT.limit).fill(404));
    expect(misses.at(-1)).toBe(429);
  });

  it('gives the couple the guest list as CSV with their link only', async () => {
    await eventAndParty();
    const csv = await loaded(guestList.loader, couple.request(`${path()}/guests.csv`), testContext(services), {
      token,
    });
    const response = csv.data as Response;
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('"The Kapoor family","\'+919812345678","","2","Sangeet"');
  });

  it('shows the designer the site from the order page, read-only, and no one else', async () => {
    const { eventId } = await eventAndParty();
    const { number } = await t.db
      .selectFrom('orders')
      .select('number')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const admin = await signedInBrowser(services, 'designer@example.com', { admin: true });
    const page = await load(adminOrder.loader, admin, services, `/admin/orders/${number}`, { number });
    expect(page.data?.invitationSite).toMatchObject({
      events: [{ id: eventId, name: 'Sangeet' }],
      guests: [{ name: 'The Kapoor family', phone: '+91 98123 45678', ceiling: 2 }],
      headcounts: [{ eventId, attending: 0, declined: 0, awaiting: 1 }],
    });
    const customer = await signedInBrowser(services, 'someone@example.com');
    const refused = await load(adminOrder.loader, customer, services, `/admin/orders/${number}`, { number });
    expect(refused.response?.status).toBe(302);
  });

  it('edits a guest on the version shown, makes a new link that retires the old one, removes a guest', async () => {
    const { site, eventId, party } = await eventAndParty();
    const guest = new Browser(testContext(services, '198.51.100.10'));
    const params = { address: site.address, token: party.token };
    const answered = { replyVersion: '0', [`attending_${eventId}`]: 'yes', [`people_${eventId}`]: '2' };
    expect((await guest.post(guestPage.action, `/i/${site.address}/${party.token}`, answered, params)).status).toBe(
      302,
    );

    const edit = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({
        intent: 'edit-party',
        partyId: String(party.id),
        version: String(party.version),
        name: 'The Kapoors',
        phone: '+91 98123 45678',
        ceiling: '2',
        ...fields,
      }))
        body.append(name, value);
      body.append('events', String(eventId));
      return post(body);
    };
    const lower = await edit({ ceiling: '1' });
    expect(errorsOf(lower)).toMatchObject({ ceiling: ['They already said 2 will come: invite at least as many'] });
    expect((await edit({})).status).toBe(302);
    expect((await edit({ name: 'From an old tab' })).status).toBe(409);
    const [renamed] = await partiesOf(t.db, site.id);
    expect(renamed).toMatchObject({ name: 'The Kapoors', version: party.version + 1, token: party.token });

    const target = { partyId: String(party.id), version: String(renamed!.version) };
    expect((await post({ intent: 'renew-link', ...target })).status).toBe(302);
    const [renewed] = await partiesOf(t.db, site.id);
    expect(renewed!.token).not.toBe(party.token);
    const old = await loaded(guestPage.loader, guest.request('/i/x/y'), testContext(services), params);
    expect(old.status).toBe(404);
    // The same press again from the page that showed the old version: refused, the new link kept.
    const again = await post({ intent: 'renew-link', ...target });
    expect(await noticeOf(services, again)).toMatchObject({ kind: 'error', title: 'Nothing was changed' });
    expect((await partiesOf(t.db, site.id))[0]!.token).toBe(renewed!.token);

    expect(
      (await post({ intent: 'delete-party', partyId: String(party.id), version: String(renewed!.version) })).status,
    ).toBe(302);
    expect(await countRows(t.db, 'parties')).toBe(0);
    expect(await countRows(t.db, 'party_events')).toBe(0);
  });

  it('keeps a site with a password shut until it is typed; a new password shuts out the old one; guessing is limited', async () => {
    const { site } = await eventAndParty();
    const visitor = new Browser(testContext(services, '198.51.100.20'));
    const params = { address: site.address };
    const page = () => loaded(sitePage.loader, visitor.request(`/i/${site.address}`), testContext(services), params);
    const version = () => t.db.selectFrom('invitation_sites').select('version').executeTakeFirstOrThrow();

    expect((await page()).data).toMatchObject({ locked: false, title: 'Asha & Vikram' });
    const short = await post({ intent: 'set-password', password: 'abc', version: String((await version()).version) });
    expect(errorsOf(short)).toMatchObject({ password: ['Password must be at least 4 characters'] });
    expect(
      (await post({ intent: 'set-password', password: 'marigold', version: String((await version()).version) })).status,
    ).toBe(302);
    expect((await page()).data).toMatchObject({ locked: true, welcome: '', hasDesign: false });

    const enter = (password: string, who = visitor) =>
      who.post(sitePage.action, `/i/${site.address}`, { password }, params);
    expect(errorsOf(await enter('rose'))).toMatchObject({ password: ['That is not the password. Please try again.'] });
    const right = await enter('marigold');
    expect(right.status).toBe(302);
    expect(right.location).toBe(`/i/${site.address}`);
    expect((await page()).data).toMatchObject({ locked: false });

    // A new password: the browser that knew the old one is asked again.
    expect(
      (await post({ intent: 'set-password', password: 'jasmine', version: String((await version()).version) })).status,
    ).toBe(302);
    expect((await page()).data).toMatchObject({ locked: true });

    const guesser = new Browser(testContext(services, '203.0.113.77'));
    const statuses = [];
    for (let i = 0; i < SITE_PASSWORD_LIMIT.limit + 1; i++) statuses.push((await enter(`guess-${i}`, guesser)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await enter('jasmine', guesser)).status).toBe(429);

    expect((await post({ intent: 'remove-password', version: String((await version()).version) })).status).toBe(302);
    expect((await page()).data).toMatchObject({ locked: false });
  });

  it('takes a cover photo checked by its content, refuses a file that is not one, and keeps it from the sweep', async () => {
    const { site } = await eventAndParty();
    const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'site-cover-'));
    try {
      await gradientPng(nodePath.join(dir, 'us.png'), 800, 500);
      const photo = (bytes: Buffer, name: string) => {
        const body = new FormData();
        body.append('intent', 'cover-photo');
        body.append('version', String(site.version));
        body.append('image', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        return post(body);
      };
      const notAPhoto = await photo(Buffer.from('not an image at all'), 'us.png');
      expect(notAPhoto.status).toBe(422);
      expect(errorsOf(notAPhoto).image?.[0]).toBeTruthy();
      expect((await siteOfOrder(t.db, order.id))?.coverImage).toBeNull();

      const saved = await photo(fs.readFileSync(nodePath.join(dir, 'us.png')), 'us.png');
      expect(saved.status).toBe(302);
      const cover = (await siteOfOrder(t.db, order.id))?.coverImage;
      expect(cover).toMatch(/^[0-9a-f]{64}$/);
      expect((await loadFileReferences(t.db)).imageHashes.has(cover!)).toBe(true);
      const page = await loaded(sitePage.loader, couple.request(`/i/${site.address}`), testContext(services), {
        address: site.address,
      });
      expect(page.data).toMatchObject({ cover: { hash: cover } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
