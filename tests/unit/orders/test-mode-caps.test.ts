import { testOrderDeps } from '../support/order-fixtures';
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/.server/db/connection';
import { withDownloads } from '~/.server/orders/buyer-view';
import type { OrderDeps } from '~/.server/orders/deps';
import { confirmPayment } from '~/.server/orders/payment-results';
import { placeOrder, type PlaceOrderInput } from '~/.server/orders/place-order';
import { getOrder } from '~/.server/orders/queries';
import { createStripeProvider } from '~/.server/payments/stripe-provider';
import { ONE_DAY_MS, ONE_HOUR_MS, TEST_CONFIRMATION_LIMIT, TEST_ORDER_LIMIT } from '~/.server/platform/rate-limit';
import { insertCollection } from '../support/fixtures';
import { startStripeStub, type StripeStub } from '../support/stripe-stub';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

// A quarter past the hour: the hour's counting window ends in 45 minutes, the day's in 11¾ hours.
const NOW = new Date('2026-11-22T12:15:00.000Z');
const CLIENT = '203.0.113.7';
const VICTIM = 'victim@example.test';
const STUDIO = 'studio@shop.example';

describe('the test-mode caps', () => {
  it('are ten new orders per client an hour and five confirmations per address a day', () => {
    expect(TEST_ORDER_LIMIT).toMatchObject({ limit: 10, windowMs: 3_600_000 });
    expect(TEST_CONFIRMATION_LIMIT).toMatchObject({ limit: 5, windowMs: 86_400_000 });
    expect(ONE_DAY_MS).toBe(24 * ONE_HOUR_MS);
  });
});

describe.each(engines)('test-mode caps on %s', (engine) => {
  let t: TestDb;
  let deps: OrderDeps;
  let rose: number;
  beforeEach(async () => {
    t = await createTestDb(engine);
    deps = testOrderDeps(t.db, { studioEmail: STUDIO });
    rose = await insertCollection(t.db, { title: 'Rose Garden', priceCents: 3999 });
  });
  afterEach(() => t.destroy());

  function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
    return {
      idempotencyKey: crypto.randomUUID(),
      cart: [{ id: rose, quantity: 1 }],
      buyer: { name: 'Any Text The Visitor Typed', email: VICTIM, country: 'IN', profileId: null },
      brief: { coupleNames: 'A & B', eventDate: '2027-02-14', venue: 'Jaipur', wording: 'Join us', notes: '' },
      clientAddress: CLIENT,
      ...overrides,
    };
  }

  /** Places an order and answers its id. */
  async function place(orderDeps: OrderDeps, overrides: Partial<PlaceOrderInput> = {}, now = NOW) {
    const order = input(overrides);
    expect((await placeOrder(orderDeps, order, now)).kind).toBe('redirect');
    const row = await t.db
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', order.idempotencyKey)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const mailsTo = async (address: string) =>
    (await t.db.selectFrom('mail_outbox').select('to_address').where('to_address', '=', address).execute()).length;

  it('refuses the eleventh new test order from one client within the hour and writes nothing', async () => {
    const first = input();
    const firstUrl = await placeOrder(deps, first, NOW);
    for (let i = 1; i < TEST_ORDER_LIMIT.limit; i++) await place(deps);
    const written = () =>
      Promise.all((['orders', 'order_items', 'rate_limits'] as const).map((n) => countRows(t.db, n)));
    const before = await written();
    const counted = () => t.db.selectFrom('rate_limits').select('count').executeTakeFirstOrThrow();
    expect(Number((await counted()).count)).toBe(10);

    // 45 minutes until the hour's window ends.
    expect(await placeOrder(deps, input(), NOW)).toEqual({ kind: 'throttled', retryAfterSeconds: 45 * 60 });
    expect(await placeOrder(deps, input(), new Date(NOW.getTime() + 1000))).toMatchObject({ kind: 'throttled' });
    // Nothing written: no order, no lines, and not even the refused attempt's count.
    expect(await written()).toEqual(before);
    expect(Number((await counted()).count)).toBe(10);

    // Posting an order already made again (double click, back button) is no new order: it goes on.
    expect(await placeOrder(deps, first, NOW)).toEqual(firstUrl);
    // Another client is not held up, and the next hour starts afresh.
    await place(deps, { clientAddress: '198.51.100.4' });
    await place(deps, {}, new Date(NOW.getTime() + 45 * 60 * 1000));
    expect(await countRows(t.db, 'orders')).toBe(12);
  });

  it('queues five test confirmations per address a day; the sixth order is paid with downloads and no e-mail', async () => {
    // The studio's new-order notice follows the same cap (payment-results.ts says why).
    const ids = [];
    // From several clients: the cap is the recipient's, whoever places the orders.
    for (let i = 0; i < 6; i++) ids.push(await place(deps, { clientAddress: `192.0.2.${i}` }));
    for (const id of ids) expect(await confirmPayment(deps, id, { now: NOW })).toBe('paid');

    expect(await mailsTo(VICTIM)).toBe(TEST_CONFIRMATION_LIMIT.limit);
    expect(await mailsTo(STUDIO)).toBe(TEST_CONFIRMATION_LIMIT.limit);
    const sixth = (await getOrder(t.db, ids[5]!))!;
    expect(sixth).toMatchObject({ status: 'paid', confirmationWithheld: true });
    expect((await withDownloads(deps, sixth, NOW)).downloads).toMatchObject({ zipUrl: expect.stringMatching(/zip$/) });
    expect((await getOrder(t.db, ids[4]!))!.confirmationWithheld).toBe(false);
    // A repeated confirmation changes nothing and counts nothing.
    expect(await confirmPayment(deps, ids[5]!, { now: NOW })).toBe('unchanged');

    // Another address is not held up; the next UTC day the victim's address has five again.
    await confirmPayment(deps, await place(deps, { buyer: { ...input().buyer, email: 'other@example.test' } }), {
      now: NOW,
    });
    expect(await mailsTo('other@example.test')).toBe(1);
    const tomorrow = new Date('2026-11-23T00:00:00.000Z');
    await confirmPayment(deps, await place(deps, {}, tomorrow), { now: tomorrow });
    expect(await mailsTo(VICTIM)).toBe(6);
  });

  it('lets two payments at the edge of the cap queue one e-mail between them, and a burst no more than the cap', async () => {
    // Two server instances on PostgreSQL; on SQLite one connection, on which the two interleave.
    const other: Db = engine === 'postgres' ? t.reopen() : t.db;
    const otherDeps = { ...deps, db: other };
    for (let i = 0; i < TEST_CONFIRMATION_LIMIT.limit - 1; i++)
      await confirmPayment(deps, await place(deps), { now: NOW });
    const [a, b] = [await place(deps), await place(deps)];
    expect(
      await Promise.all([confirmPayment(deps, a, { now: NOW }), confirmPayment(otherDeps, b, { now: NOW })]),
    ).toEqual(['paid', 'paid']);
    expect(await mailsTo(VICTIM)).toBe(TEST_CONFIRMATION_LIMIT.limit);
    const withheld = await Promise.all([a, b].map(async (id) => (await getOrder(t.db, id))!.confirmationWithheld));
    expect(withheld.sort()).toEqual([false, true]);

    // Eight at once to a fresh address, split over both instances: exactly five e-mails.
    const burst = 'burst@example.test';
    const ids = [];
    for (let i = 0; i < 8; i++) {
      ids.push(await place(deps, { clientAddress: `192.0.2.${i}`, buyer: { ...input().buyer, email: burst } }));
    }
    await Promise.all(ids.map((id, i) => confirmPayment(i % 2 ? otherDeps : deps, id, { now: NOW })));
    expect(await mailsTo(burst)).toBe(TEST_CONFIRMATION_LIMIT.limit);
    expect(await mailsTo(STUDIO)).toBe(2 * TEST_CONFIRMATION_LIMIT.limit);
    const paid = await t.db.selectFrom('orders').select('status').where('email', '=', burst).execute();
    expect(paid.map((row) => row.status)).toEqual(Array(8).fill('paid'));
  });

  describe('with Stripe', () => {
    let stub: StripeStub;
    let stripeDeps: OrderDeps;
    beforeEach(async () => {
      stub = await startStripeStub();
      stripeDeps = {
        ...deps,
        payments: createStripeProvider({ secretKey: 'sk_test_51AbCdEfGhIjKl', apiHost: stub.apiHost }),
      };
    });
    afterEach(() => stub.close());

    it('caps neither orders per client nor confirmation e-mails: real orders are never held back', async () => {
      const ids = [];
      for (let i = 0; i <= TEST_ORDER_LIMIT.limit; i++) ids.push(await place(stripeDeps));
      expect(stub.sessions.size).toBe(11);
      for (const id of ids) expect(await confirmPayment(stripeDeps, id, { now: NOW })).toBe('paid');
      expect(await mailsTo(VICTIM)).toBe(11);
      expect(await mailsTo(STUDIO)).toBe(11);
      expect(await countRows(t.db, 'rate_limits')).toBe(0);
      const withheld = await t.db.selectFrom('orders').select('id').where('confirmation_withheld', '=', true).execute();
      expect(withheld).toEqual([]);
    });
  });
});
