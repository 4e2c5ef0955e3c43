import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testOrderLimitMessage } from '~/.server/orders/checkout';
import { TEST_ORDER_LIMIT } from '~/.server/platform/rate-limit';
import type { Services } from '~/.server/boot/services';
import { action } from '~/routes/shop/checkout';
import { Browser, errorsOf } from '../support/actions';
import { insertCollection } from '../support/fixtures';
import { testContext, testServices } from '../support/services';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

// A quarter past the hour, so the hour's counting window has 45 minutes to go.
const NOW = new Date('2026-11-22T12:15:00.000Z');

describe.each(engines)('the /checkout action in test mode on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let browser: Browser;
  /** A buyer with one collection in the cart, posting from this address. */
  let buyerAt: (address: string) => Browser;

  beforeEach(async () => {
    // Only Date: the database drivers keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    t = await createTestDb(engine);
    services = testServices(t);
    const peony = await insertCollection(t.db, { title: 'Blush Peony Romance', priceCents: 3999 });
    const cart = await services.cartCookie.serialize([{ id: peony, quantity: 1 }]);
    buyerAt = (address) => {
      const buyer = new Browser(testContext(services, address));
      buyer.receive(new Headers({ 'Set-Cookie': cart }));
      return buyer;
    };
    browser = buyerAt('203.0.113.7');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.destroy();
  });

  /** The form as a buyer fills it; each call is a new checkout (its own key), so a new order. */
  const details = (name = 'Meera Shah') => ({
    intent: 'pay',
    idempotencyKey: crypto.randomUUID(),
    name,
    email: 'meera@example.test',
    country: 'IN',
    coupleNames: 'Meera & Arjun',
    eventDate: '2027-12-12',
    venue: 'The Leela Palace, Udaipur',
    wording: 'Together with their families',
    notes: '',
  });
  const pay = (fields: Record<string, string>) => browser.post(action, '/checkout', fields);

  it('refuses a new test order past the cap beside the form, with 429 and Retry-After, keeping what was typed', async () => {
    for (let i = 0; i < TEST_ORDER_LIMIT.limit; i++) {
      const answer = await pay(details());
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/pay\/test\?order=/);
    }
    const tables = ['orders', 'order_items', 'mail_outbox', 'rate_limits'] as const;
    const before = await Promise.all(tables.map((table) => countRows(t.db, table)));

    const typed = details('Meera Shah the eleventh');
    const refused = await pay(typed);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(45 * 60));
    expect(errorsOf(refused)).toEqual({ '': [testOrderLimitMessage(45 * 60)] });
    expect(testOrderLimitMessage(45 * 60)).toBe(
      'You have placed several test orders in a short while. Please try again in 45 minutes.',
    );
    expect(refused.data?.result?.initialValue).toMatchObject({
      name: 'Meera Shah the eleventh',
      venue: 'The Leela Palace, Udaipur',
    });
    expect(await Promise.all(tables.map((table) => countRows(t.db, table)))).toEqual(before);

    // Another client address is another client.
    expect((await buyerAt('198.51.100.4').post(action, '/checkout', typed)).status).toBe(302);
  });
  it('refuses words that cannot be set in the designs being bought, beside their field, keeping them and writing nothing', async () => {
    // The cart's collection is one with the shop's own slot templates.
    const { id } = await t.db.selectFrom('collections').select('id').executeTakeFirstOrThrow();
    await t.db.updateTable('collections').set({ slug: 'blush-peony-romance' }).where('id', '=', id).execute();
    const tables = ['orders', 'order_items', 'mail_outbox'] as const;
    const before = await Promise.all(tables.map((table) => countRows(t.db, table)));

    const names = 'Wilhelmina Wolverhampton-Wadsworth & Maximilian Woodward-Wimbledon';
    const refused = await pay({ ...details(), coupleNames: names });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual({
      coupleNames: [expect.stringMatching(/^Names are too long for the .+ — shorten them\.$/u)],
    });
    expect(refused.data?.result?.initialValue).toMatchObject({ coupleNames: names });
    const longVenue = 'The Grand Ballroom of the Old Palace Heritage Hotel and Gardens, '.repeat(2).trim();
    const venue = await pay({ ...details(), venue: longVenue });
    expect(venue.status).toBe(400);
    expect(Object.keys(errorsOf(venue))).toEqual(['venue']);
    expect(await Promise.all(tables.map((table) => countRows(t.db, table)))).toEqual(before);

    // Words that fit go on to pay; a collection with no slot templates takes any words the form allows.
    expect((await pay(details())).status).toBe(302);
    await t.db.updateTable('collections').set({ slug: 'collection-without-templates' }).where('id', '=', id).execute();
    expect((await pay({ ...details(), coupleNames: names })).status).toBe(302);
  });
});
