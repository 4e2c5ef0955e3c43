import { testOrderDeps } from '../support/order-fixtures';
import type { Secrets } from '~/.server/platform/signing';
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderAccessToken, verifyOrderAccessToken } from '~/.server/orders/access';
import { linkKeyLookup, newLinkKey } from '~/.server/orders/link-keys';
import { orderKey } from '~/.server/orders/order-key';
import type { OrderDeps } from '~/.server/orders/deps';
import { newOrderNumber } from '~/.server/orders/numbers';
import { ABANDONED_TEST_ORDER_MS, cancelAbandonedTestOrders } from '~/.server/orders/abandoned';
import { cancelPayment, confirmPayment } from '~/.server/orders/payment-results';
import { placeOrder, type PlaceOrderInput } from '~/.server/orders/place-order';
import { getOrder, listOrdersForBuyer } from '~/.server/orders/queries';
import { insertCollection } from '../support/fixtures';
import { countRows, createTestDb, engines, type TestDb } from '../support/test-db';

const SECRETS: Secrets = ['s'.repeat(40)];
const NOW = new Date('2026-11-22T12:00:00.000Z');

function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    idempotencyKey: crypto.randomUUID(),
    cart: [],
    buyer: { name: 'Asha Rao', email: '  Asha@Example.TEST ', country: 'IN', profileId: null },
    brief: {
      coupleNames: 'Asha & Dev',
      eventDate: '2027-02-14',
      venue: 'The Rose Garden, Jaipur',
      wording: 'Together with their families…',
      notes: '',
    },
    clientAddress: '203.0.113.7',
    ...overrides,
  };
}

describe('order keys', () => {
  const buyer = { name: 'Asha', email: 'asha@example.test', country: 'IN', profileId: null };
  const brief = { coupleNames: 'Asha & Dev', eventDate: '2027-02-14', venue: 'Jaipur', wording: 'Join us', notes: '' };
  const formKey = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

  it('are the same for the same checkout, cart and details, whatever the order of the lines', () => {
    const key = orderKey(
      formKey,
      [
        { id: 1, quantity: 2 },
        { id: 3, quantity: 1 },
      ],
      buyer,
      brief,
    );
    expect(
      orderKey(
        formKey,
        [
          { id: 3, quantity: 1 },
          { id: 1, quantity: 2 },
        ],
        { ...buyer, email: ' ASHA@example.test' },
        brief,
      ),
    ).toBe(key);
    expect(key).toMatch(/^[\w-]{43}$/);
  });

  it('differ when the checkout, the cart or any detail differs', () => {
    const key = orderKey(formKey, [{ id: 1, quantity: 2 }], buyer, brief);
    expect(orderKey(crypto.randomUUID(), [{ id: 1, quantity: 2 }], buyer, brief)).not.toBe(key);
    expect(orderKey(formKey, [{ id: 1, quantity: 3 }], buyer, brief)).not.toBe(key);
    expect(orderKey(formKey, [{ id: 1, quantity: 2 }], { ...buyer, country: 'GB' }, brief)).not.toBe(key);
    expect(orderKey(formKey, [{ id: 1, quantity: 2 }], buyer, { ...brief, wording: 'Join us!' })).not.toBe(key);
  });
});

describe('order access tokens', () => {
  const linkKeys = new Map<number, string>([
    [42, 'key-of-42'],
    [43, 'key-of-43'],
  ]);
  const lookup = async (id: number) => linkKeys.get(id) ?? null;

  it('open only the order they were made for', async () => {
    const token = orderAccessToken(SECRETS, { id: 42, linkKey: 'key-of-42' });
    expect(await verifyOrderAccessToken(SECRETS, token, lookup)).toBe(42);
    expect(await verifyOrderAccessToken(['other-secret'.repeat(4), ...SECRETS], token, lookup)).toBe(42);
    expect(await verifyOrderAccessToken(['x'.repeat(40)], token, lookup)).toBeNull();
    expect(await verifyOrderAccessToken(SECRETS, token.replace(/^42\./, '43.'), lookup)).toBeNull();
    for (const bad of [null, '', '42', '42.', 'abc.def', `${token}x`, 'x'.repeat(500), 7]) {
      expect(await verifyOrderAccessToken(SECRETS, bad, lookup)).toBeNull();
    }
  });

  it('do not open another order that later got the same id (after a restore), nor a gone one', async () => {
    const lost = orderAccessToken(SECRETS, { id: 42, linkKey: 'key-of-the-lost-order' });
    expect(await verifyOrderAccessToken(SECRETS, lost, lookup)).toBeNull();
    expect(
      await verifyOrderAccessToken(SECRETS, orderAccessToken(SECRETS, { id: 44, linkKey: 'k' }), lookup),
    ).toBeNull();
  });

  it('made before orders had keys still open their order, never one with a key', async () => {
    const legacy = orderAccessToken(SECRETS, { id: 41, linkKey: '' });
    expect(await verifyOrderAccessToken(SECRETS, legacy, async () => '')).toBe(41);
    expect(await verifyOrderAccessToken(SECRETS, legacy, async () => 'key-of-a-new-order-41')).toBeNull();
  });
});

describe.each(engines)('orders on %s', (engine) => {
  let t: TestDb;
  let deps: OrderDeps;
  let rose: number;
  let sage: number;
  beforeEach(async () => {
    t = await createTestDb(engine);
    deps = testOrderDeps(t.db, { secrets: SECRETS });
    rose = await insertCollection(t.db, { title: 'Rose Garden', priceCents: 3999 });
    sage = await insertCollection(t.db, { title: 'Sage Minimal', priceCents: 2999 });
  });
  afterEach(() => t.destroy());

  const orderCount = () => countRows(t.db, 'orders');

  it('makes a pending test order with database prices, totals in cents and the brief', async () => {
    const result = await placeOrder(
      deps,
      input({
        cart: [
          { id: rose, quantity: 2 },
          { id: sage, quantity: 1 },
        ],
      }),
      NOW,
    );
    expect(result.kind).toBe('redirect');
    const url = (result as { url: string }).url;
    expect(url).toMatch(/^\/pay\/test\?order=\d+\.[\w-]{43}$/);

    const orderId = (await verifyOrderAccessToken(
      SECRETS,
      new URL(url, 'http://x').searchParams.get('order'),
      linkKeyLookup(t.db),
    ))!;
    const order = (await getOrder(t.db, orderId))!;
    expect(order).toMatchObject({
      status: 'pending',
      isTest: true,
      email: 'asha@example.test',
      subtotalCents: 10997,
      totalCents: 10997,
    });
    expect(order.number).toMatch(/^ORD-\d{4}$/);
    expect(order.items.map((i) => [i.title, i.unitPriceCents, i.quantity, i.lineTotalCents])).toEqual([
      ['Rose Garden', 3999, 2, 7998],
      ['Sage Minimal', 2999, 1, 2999],
    ]);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      couple_names: 'Asha & Dev',
      event_date: '2027-02-14',
      country: 'IN',
      provider: 'test',
      checkout_url: url,
    });
  });

  it('keeps the price of the moment: a later price change does not touch the order', async () => {
    const result = await placeOrder(deps, input({ cart: [{ id: rose, quantity: 1 }] }), NOW);
    await t.db.updateTable('collections').set({ price_cents: 100 }).where('id', '=', rose).execute();
    const orderId = (await verifyOrderAccessToken(
      SECRETS,
      new URL((result as { url: string }).url, 'http://x').searchParams.get('order'),
      linkKeyLookup(t.db),
    ))!;
    expect((await getOrder(t.db, orderId))!.totalCents).toBe(3999);
  });

  it('drops unknown and unpublished ids and refuses a cart with nothing payable', async () => {
    const hidden = await insertCollection(t.db, { published: false });
    expect(
      await placeOrder(
        deps,
        input({
          cart: [
            { id: hidden, quantity: 1 },
            { id: 999999, quantity: 3 },
          ],
        }),
        NOW,
      ),
    ).toEqual({
      kind: 'empty-cart',
    });
    expect(await orderCount()).toBe(0);
    await placeOrder(
      deps,
      input({
        cart: [
          { id: hidden, quantity: 1 },
          { id: sage, quantity: 2 },
        ],
      }),
      NOW,
    );
    const [order] = await t.db.selectFrom('orders').select(['total_cents']).execute();
    expect(Number(order!.total_cents)).toBe(5998);
  });

  it('makes one order for one idempotency key, even for two posts at once', async () => {
    const same = input({ cart: [{ id: rose, quantity: 1 }] });
    const [a, b] = await Promise.all([placeOrder(deps, same, NOW), placeOrder(deps, same, NOW)]);
    expect(a).toEqual(b);
    const c = await placeOrder(deps, { ...same, cart: [{ id: sage, quantity: 5 }] }, NOW);
    expect(c).toEqual(a);
    expect(await orderCount()).toBe(1);
    expect(await t.db.selectFrom('order_items').selectAll().execute()).toHaveLength(1);
  });

  it('sends a repeated post of a paid order to its success page; a cancelled order frees its key', async () => {
    const paid = input({ cart: [{ id: rose, quantity: 1 }] });
    await placeOrder(deps, paid, NOW);
    const paidRow = await t.db.selectFrom('orders').select(['id', 'link_key']).executeTakeFirstOrThrow();
    const paidId = Number(paidRow.id);
    await confirmPayment(deps, paidId, { now: NOW });
    expect(await placeOrder(deps, paid, NOW)).toEqual({
      kind: 'redirect',
      url: `/success?order=${orderAccessToken(SECRETS, { id: paidId, linkKey: paidRow.link_key })}`,
    });

    const declined = input({ cart: [{ id: rose, quantity: 1 }] });
    const first = await placeOrder(deps, declined, NOW);
    const firstId = Number(
      (
        await t.db
          .selectFrom('orders')
          .select('id')
          .where('idempotency_key', '=', declined.idempotencyKey)
          .executeTakeFirstOrThrow()
      ).id,
    );
    await cancelPayment(deps, firstId, { now: NOW });
    const again = await placeOrder(deps, declined, NOW);
    expect(again).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^\/pay\/test\?order=/) });
    expect(again).not.toEqual(first);
    expect(await placeOrder(deps, declined, NOW)).toEqual(again);
    const statuses = await t.db
      .selectFrom('orders')
      .select('status')
      .where('idempotency_key', '=', declined.idempotencyKey)
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'pending']);
  });

  it('draws unique ORD- numbers and widens them when four digits are taken', async () => {
    const taken = async (number: string) =>
      t.db
        .insertInto('orders')
        .values({
          number,
          link_key: newLinkKey(),
          idempotency_key: crypto.randomUUID(),
          provider: 'test',
          is_test: true,
          email: 'a@b.c',
          name: 'A',
          country: 'IN',
          profile_id: null,
          couple_names: 'A',
          event_date: '2027-01-01',
          venue: 'V',
          wording: 'W',
          notes: '',
          subtotal_cents: 1,
          total_cents: 1,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
    await taken('ORD-1234');
    // A generator stuck on a taken number moves to five digits rather than looping forever.
    const stuck = (min: number) => (min === 1000 ? 1234 : min + 1);
    expect(await newOrderNumber(t.db, stuck)).toBe('ORD-10001');
    const numbers = new Set<string>();
    for (let i = 0; i < 50; i++) numbers.add(await newOrderNumber(t.db));
    for (const number of numbers) expect(number).toMatch(/^ORD-[1-9]\d{3}$/);
  });

  it('confirms a payment once: paid, one confirmation e-mail and one studio notice, repeats change nothing', async () => {
    await placeOrder(deps, input({ cart: [{ id: rose, quantity: 2 }] }), NOW);
    const id = Number((await t.db.selectFrom('orders').select('id').executeTakeFirstOrThrow()).id);
    let kicked = 0;
    const withKick = { ...deps, afterCommit: () => kicked++ };

    expect(
      await confirmPayment(withKick, id, { now: NOW, eventId: 'evt_1', eventType: 'checkout.session.completed' }),
    ).toBe('paid');
    expect(await confirmPayment(withKick, id, { now: NOW, eventId: 'evt_1' })).toBe('duplicate-event');
    expect(await confirmPayment(withKick, id, { now: NOW, eventId: 'evt_2' })).toBe('unchanged');
    expect(await cancelPayment(withKick, id, { now: NOW, eventId: 'evt_3' })).toBe('unchanged');
    expect(await confirmPayment(withKick, 999999, { now: NOW })).toBe('unknown-order');
    expect(kicked).toBe(1);

    const order = (await getOrder(t.db, id))!;
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBe(NOW.toISOString());
    const all = await t.db.selectFrom('mail_outbox').select(['to_address', 'kind', 'order_id']).execute();
    expect(all.map((mail) => [mail.to_address, mail.kind, Number(mail.order_id)]).sort()).toEqual([
      ['asha@example.test', 'order-confirmation', id],
      ['studio@shop.example', 'studio-new-order', id],
    ]);
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'order-confirmation').execute();
    expect(mails[0]!.to_address).toBe('asha@example.test');
    expect(mails[0]!.subject).toBe(`[TEST] Your Petal & Quill order ${order.number}`);
    const text = mails[0]!.text_body;
    expect(text).toContain(order.number);
    expect(text).toContain('Rose Garden × 2 — $79.98');
    expect(text).toContain('$79.98');
    expect(text).toMatch(/https:\/\/shop\.example\/downloads\/[^\s]+\/zip/);
    expect(text).toContain('2–3 business days');
    expect(text).toContain('One round of minor revisions is free');
    expect(text).toContain('30 days of email support');
  });

  it('cancels a pending order but never a paid one', async () => {
    await placeOrder(deps, input({ cart: [{ id: rose, quantity: 1 }] }), NOW);
    const id = Number((await t.db.selectFrom('orders').select('id').executeTakeFirstOrThrow()).id);
    expect(await cancelPayment(deps, id, { now: NOW })).toBe('cancelled');
    expect(await confirmPayment(deps, id, { now: NOW })).toBe('unchanged');
    expect((await getOrder(t.db, id))!.status).toBe('cancelled');
    expect(await t.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
  });

  it("lists a buyer's orders by profile and by the same e-mail placed as a guest", async () => {
    const { id: profileId } = await t.db
      .insertInto('profiles')
      .values({ email: 'asha@example.test', name: 'Asha' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeOrder(deps, input({ cart: [{ id: rose, quantity: 1 }] }), NOW);
    await placeOrder(
      deps,
      input({
        cart: [{ id: sage, quantity: 1 }],
        buyer: { name: 'A', email: 'other@example.test', country: 'IN', profileId: Number(profileId) },
      }),
      NOW,
    );
    await placeOrder(
      deps,
      input({
        cart: [{ id: sage, quantity: 1 }],
        buyer: { name: 'B', email: 'stranger@example.test', country: 'IN', profileId: null },
      }),
      NOW,
    );
    const mine = await listOrdersForBuyer(t.db, { profileId: Number(profileId), email: 'Asha@example.test' });
    expect(mine.map((o) => o.items[0]!.title).sort()).toEqual(['Rose Garden', 'Sage Minimal']);
    // Unpaid, so each offers its payment page again; a settled order does not.
    expect(mine.map((o) => o.checkoutUrl)).toEqual([
      expect.stringMatching(/^\/pay\/test\?order=/),
      expect.stringMatching(/^\/pay\/test\?order=/),
    ]);
    await confirmPayment(deps, mine[0]!.id, { now: NOW });
    expect((await getOrder(t.db, mine[0]!.id))!.checkoutUrl).toBeNull();
  });

  it('cancels test orders left unpaid for a day, and nothing else', async () => {
    const dayAgo = new Date(NOW.getTime() - ABANDONED_TEST_ORDER_MS - 1000);
    await placeOrder(deps, input({ cart: [{ id: rose, quantity: 1 }] }), dayAgo);
    await placeOrder(deps, input({ cart: [{ id: rose, quantity: 1 }] }), NOW);
    await placeOrder(deps, input({ cart: [{ id: sage, quantity: 1 }] }), dayAgo);
    const [oldPaid] = await t.db.selectFrom('orders').select('id').orderBy('id', 'desc').execute();
    await confirmPayment(deps, Number(oldPaid!.id), { now: dayAgo });

    expect(await cancelAbandonedTestOrders(t.db, NOW)).toBe(1);
    const statuses = await t.db.selectFrom('orders').select('status').orderBy('id').execute();
    expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'pending', 'paid']);
    expect(await cancelAbandonedTestOrders(t.db, NOW)).toBe(0);
    // Both status changes are in the orders' history, each with who made it (the one status table).
    const events = await t.db.selectFrom('order_events').select(['kind', 'actor']).orderBy('id').execute();
    expect(events.map((event) => ({ ...event }))).toEqual([
      { kind: 'paid', actor: 'test' },
      { kind: 'cancelled', actor: 'system' },
    ]);
  });
});
