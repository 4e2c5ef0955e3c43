import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSampleContentOnce } from '~/.server/db/seed';
import type { OrderDeps } from '~/.server/orders/deps';
import { placeOrder } from '~/.server/orders/place-order';
import { createStripeProvider } from '~/.server/payments/stripe-provider';
import { handleStripeWebhook, type StripeWebhookDeps } from '~/.server/payments/stripe-webhook';
import { testProvider } from '~/.server/payments/test-provider';
import { startStripeStub, type StripeStub, type StubSession } from '../support/stripe-stub';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const WEBHOOK_SECRET = 'whsec_test0123456789abcdef';
const NOW = new Date('2027-01-10T12:00:00.000Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

type SessionEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** An event as Stripe sends it: the session as it is after the event, inside `data.object`. */
function sessionEvent(type: SessionEventType | string, session: StubSession, changes: Record<string, unknown> = {}) {
  const after =
    type === 'checkout.session.expired'
      ? { status: 'expired', payment_status: 'unpaid', url: null }
      : type === 'checkout.session.async_payment_failed'
        ? { status: 'complete', payment_status: 'unpaid', url: null }
        : { status: 'complete', payment_status: 'paid', url: null };
  return JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: NOW_S,
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object: { ...session, ...after, ...changes } },
  });
}

const sign = (payload: string, { secret = WEBHOOK_SECRET, timestamp = NOW_S } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe.each(engines)('Stripe webhook on %s', (engine) => {
  let t: TestDb;
  let stub: StripeStub;
  let deps: StripeWebhookDeps;
  let kicks: number;
  let logged: string[];
  let orderId: number;
  let session: StubSession;

  beforeEach(async () => {
    t = await createTestDb(engine);
    await loadSampleContentOnce(t.db);
    stub = await startStripeStub();
    kicks = 0;
    logged = [];
    const orders: OrderDeps = {
      db: t.db,
      secrets: ['s'.repeat(32)],
      siteUrl: 'https://shop.example',
      payments: createStripeProvider({ secretKey: 'sk_test_51AbCdEfGhIjKl', apiHost: stub.apiHost }),
      studioEmail: 'studio@shop.example',
      afterCommit: () => kicks++,
    };
    deps = { orders, webhookSecret: WEBHOOK_SECRET, log: (line) => logged.push(line) };
    orderId = await newOrder(orders, 'key-1');
    session = [...stub.sessions.values()][0]!;
  });
  afterEach(async () => {
    await stub.close();
    await t.destroy();
  });

  async function newOrder(orders: OrderDeps, key: string): Promise<number> {
    await placeOrder(orders, {
      idempotencyKey: key,
      cart: [
        { id: 1, quantity: 1 },
        { id: 4, quantity: 2 },
      ],
      buyer: { name: 'Asha Rao', email: 'asha@example.com', country: 'IN', profileId: null },
      brief: { coupleNames: 'Asha & Vikram', eventDate: '2027-02-14', venue: 'Udaipur', wording: 'Join us', notes: '' },
      clientAddress: '203.0.113.7',
    });
    const { id } = await t.db
      .selectFrom('orders')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  const deliver = (payload: string, signature: string | null = sign(payload), now = NOW) =>
    handleStripeWebhook(deps, payload, signature, now);

  /** What a webhook may change: the order, the events recorded, the mail queued. */
  async function state(id = orderId) {
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'provider_reference', 'paid_at', 'cancelled_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const events = await t.db.selectFrom('payment_events').select('event_id').execute();
    const mail = await t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'kind']).orderBy('id').execute();
    return {
      status: order.status,
      reference: order.provider_reference,
      paid: order.paid_at !== null,
      cancelled: order.cancelled_at !== null,
      events: events.length,
      mail,
    };
  }

  it('marks the order paid on checkout.session.completed and queues one confirmation e-mail and one studio notice', async () => {
    const payload = sessionEvent('checkout.session.completed', session);
    expect(await deliver(payload)).toEqual({ status: 200, outcome: 'paid' });
    const after = await state();
    expect(after).toMatchObject({ status: 'paid', reference: session.id, paid: true, events: 1 });
    expect(after.mail).toHaveLength(2);
    expect(after.mail[0]).toMatchObject({
      to_address: 'asha@example.com',
      kind: 'order-confirmation',
      subject: expect.stringContaining(session.metadata.order_number!),
    });
    expect(after.mail[1]).toMatchObject({
      to_address: 'studio@shop.example',
      kind: 'studio-new-order',
      subject: `New order ${session.metadata.order_number} from Asha Rao`,
    });
    expect(after.mail[0]!.subject).not.toContain('[TEST]');
    expect(kicks).toBe(1);

    expect(await deliver(payload)).toEqual({ status: 200, outcome: 'duplicate-event' });
    expect(await deliver(sessionEvent('checkout.session.completed', session))).toEqual({
      status: 200,
      outcome: 'unchanged',
    });
    expect(await deliver(sessionEvent('checkout.session.expired', session))).toEqual({
      status: 200,
      outcome: 'unchanged',
    });
    expect(await deliver(sessionEvent('checkout.session.async_payment_failed', session))).toEqual({
      status: 200,
      outcome: 'unchanged',
    });
    const later = await state();
    expect(later).toMatchObject({ status: 'paid', cancelled: false, events: 4 });
    expect(later.mail).toHaveLength(2);
    expect(kicks).toBe(1);
  });

  it('cancels a pending order when its session expires, and a late completion does not revive it', async () => {
    expect(await deliver(sessionEvent('checkout.session.expired', session))).toEqual({
      status: 200,
      outcome: 'cancelled',
    });
    expect(await state()).toMatchObject({ status: 'cancelled', cancelled: true, paid: false, mail: [] });
    expect(await deliver(sessionEvent('checkout.session.completed', session))).toEqual({
      status: 200,
      outcome: 'unchanged',
    });
    expect(await state()).toMatchObject({ status: 'cancelled', mail: [] });
  });

  it('waits for a delayed payment: completed but unpaid changes nothing, then succeeded pays', async () => {
    const unpaid = sessionEvent('checkout.session.completed', session, { payment_status: 'unpaid' });
    expect(await deliver(unpaid)).toEqual({ status: 200, outcome: 'awaiting-payment' });
    expect(await state()).toMatchObject({ status: 'pending', events: 0, mail: [] });
    expect(await deliver(sessionEvent('checkout.session.async_payment_succeeded', session))).toEqual({
      status: 200,
      outcome: 'paid',
    });
    expect((await state()).mail).toHaveLength(2);
  });

  it('cancels the order when a delayed payment fails', async () => {
    expect(await deliver(sessionEvent('checkout.session.async_payment_failed', session))).toEqual({
      status: 200,
      outcome: 'cancelled',
    });
    expect(await state()).toMatchObject({ status: 'cancelled', mail: [] });
  });

  it('pays an order whose session id was not stored yet, and stores it', async () => {
    await t.db.updateTable('orders').set({ provider_reference: null }).where('id', '=', orderId).execute();
    expect(await deliver(sessionEvent('checkout.session.completed', session))).toEqual({
      status: 200,
      outcome: 'paid',
    });
    expect(await state()).toMatchObject({ status: 'paid', reference: session.id });
  });

  describe('refuses with 400 and changes nothing', () => {
    const payload = () => sessionEvent('checkout.session.completed', session);
    const cases: [string, () => [string, string | null, Date?]][] = [
      ['a missing Stripe-Signature header', () => [payload(), null]],
      ['a malformed header', () => [payload(), 'not a signature']],
      ['a made-up signature', () => [payload(), `t=${NOW_S},v1=${'ab'.repeat(32)}`]],
      [
        'a signature made with another secret',
        () => {
          const p = payload();
          return [p, sign(p, { secret: 'whsec_someoneelse0123456789' })];
        },
      ],
      [
        'a body changed after signing',
        () => {
          const p = payload();
          return [p.replace(/"amount_total":\d+/, '"amount_total":1'), sign(p)];
        },
      ],
      [
        'a signature older than five minutes',
        () => {
          const p = payload();
          return [p, sign(p, { timestamp: NOW_S - 301 })];
        },
      ],
      ['a signed body that is not an event', () => ['not json', sign('not json')]],
      // Found by the fuzz suite (a 500 before): signed JSON that is no event's shape.
      ...['{"type":"checkout.session.completed"}', '[]', 'null'].map((p): [string, () => [string, string]] => [
        `signed ${p}`,
        () => [p, sign(p)],
      ]),
      [
        'a signed session event whose session id is not text',
        () => {
          const p = sessionEvent('checkout.session.completed', session, { id: { nested: true } });
          return [p, sign(p)];
        },
      ],
    ];
    it.each(cases)('%s', async (_name, make) => {
      const before = await state();
      const [body, signature] = make();
      expect(await deliver(body, signature)).toEqual({ status: 400, outcome: 'refused' });
      expect(await state()).toEqual(before);
      expect(before).toMatchObject({ status: 'pending', events: 0, mail: [] });
      expect(logged).toHaveLength(1);
    });
  });

  it('accepts a signature within the five minutes', async () => {
    const payload = sessionEvent('checkout.session.completed', session);
    expect(await deliver(payload, sign(payload, { timestamp: NOW_S - 290 }))).toEqual({ status: 200, outcome: 'paid' });
  });

  it('answers 200 and changes nothing for an order it does not know', async () => {
    for (const orderIdText of ['999999', 'abc', undefined]) {
      const metadata = { ...session.metadata, order_id: orderIdText };
      expect(await deliver(sessionEvent('checkout.session.completed', session, { metadata }))).toEqual({
        status: 200,
        outcome: 'unknown-order',
      });
    }
    expect(await state()).toMatchObject({ status: 'pending', events: 0, mail: [] });
  });

  it('leaves the order as it is when the session is not the one it started', async () => {
    const mismatches: Record<string, unknown>[] = [
      { id: 'cs_test_someoneelses' },
      { metadata: { ...session.metadata, order_number: 'ORD-1' }, client_reference_id: 'ORD-1' },
      { amount_total: Number(session.amount_total) - 100 },
      { currency: 'eur' },
    ];
    for (const changes of mismatches) {
      expect(await deliver(sessionEvent('checkout.session.completed', session, changes))).toEqual({
        status: 200,
        outcome: 'unchanged',
      });
    }
    expect(await state()).toMatchObject({ status: 'pending', reference: session.id, events: 0, mail: [] });
    expect(logged).toHaveLength(mismatches.length);
    expect(logged[0]).toContain(`not cs_test_someoneelses`);
  });

  it('does not touch an order placed through the test provider', async () => {
    const testOrderId = await newOrder({ ...deps.orders, payments: testProvider }, 'key-test');
    const metadata = {
      order_id: String(testOrderId),
      order_number: (
        await t.db.selectFrom('orders').select('number').where('id', '=', testOrderId).executeTakeFirstOrThrow()
      ).number,
    };
    expect(await deliver(sessionEvent('checkout.session.completed', session, { metadata }))).toEqual({
      status: 200,
      outcome: 'unchanged',
    });
    expect((await state(testOrderId)).status).toBe('pending');
  });

  it('ignores other event types', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', metadata: session.metadata } },
    });
    expect(await deliver(payload)).toEqual({ status: 200, outcome: 'ignored' });
    expect(await state()).toMatchObject({ status: 'pending', events: 0 });
  });
});
