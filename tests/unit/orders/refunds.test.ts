import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDeps } from '~/.server/orders/deps';
import { confirmPayment } from '~/.server/orders/payment-results';
import { placeOrder } from '~/.server/orders/place-order';
import { createStripeProvider } from '~/.server/payments/stripe-provider';
import { handleStripeWebhook } from '~/.server/payments/stripe-webhook';
import { testProvider } from '~/.server/payments/test-provider';
import { refundIdempotencyKey, refundOrder } from '~/.server/admin/refunds';
import { insertCollection } from '../support/fixtures';
import { insertOrder } from '../support/order-fixtures';
import { startStripeStub, type StripeStub, type StubRefund } from '../support/stripe-stub';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const ADMIN = 'designer@studio.example';
const WEBHOOK_SECRET = 'whsec_test0123456789abcdef';
const NOW = new Date('2027-01-10T12:00:00.000Z');

describe.each(engines)('refunds on %s', (engine) => {
  let t: TestDb;
  afterEach(() => t.destroy());

  const orderRow = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['status', 'version', 'refunded_at', 'refund_reference'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const allEvents = async (id: number) =>
    (
      await t.db
        .selectFrom('order_events')
        .select(['kind', 'actor', 'note'])
        .where('order_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((event) => ({ ...event }));
  /** What happened to the order after it was paid (the payment is its first record: see below). */
  const history = async (id: number) => (await allEvents(id)).filter((event) => event.kind !== 'paid');

  describe('with the test provider', () => {
    beforeEach(async () => {
      t = await createTestDb(engine);
    });
    const deps = () => ({ db: t.db, payments: testProvider });

    it('marks a paid order refunded at once, with who did it and why', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      expect(
        await refundOrder(deps(), {
          orderId: order.id,
          expectedVersion: 1,
          actor: ADMIN,
          note: 'Wedding postponed',
          now: NOW,
        }),
      ).toEqual({ kind: 'refunded' });
      expect(await orderRow(order.id)).toMatchObject({ status: 'refunded', version: 2, refund_reference: null });
      expect(await history(order.id)).toEqual([{ kind: 'refunded', actor: ADMIN, note: 'Wedding postponed' }]);
    });

    it('refuses a stale version, a second click and an unpaid order, and writes nothing', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      await t.db.updateTable('orders').set({ version: 3 }).where('id', '=', order.id).execute();
      expect(await refundOrder(deps(), { orderId: order.id, expectedVersion: 2, actor: ADMIN })).toEqual({
        kind: 'stale',
      });
      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', version: 3 });
      expect(await history(order.id)).toEqual([]);

      expect(await refundOrder(deps(), { orderId: order.id, expectedVersion: 3, actor: ADMIN })).toEqual({
        kind: 'refunded',
      });
      // The same form sent again (a double click): the version it carries is gone.
      expect(await refundOrder(deps(), { orderId: order.id, expectedVersion: 3, actor: ADMIN })).toEqual({
        kind: 'stale',
      });
      expect(await refundOrder(deps(), { orderId: order.id, expectedVersion: 4, actor: ADMIN })).toEqual({
        kind: 'not-allowed',
      });
      expect(await history(order.id)).toHaveLength(1);

      const pending = await insertOrder(t.db, { status: 'pending', collectionIds: [] });
      expect(await refundOrder(deps(), { orderId: pending.id, expectedVersion: 1, actor: ADMIN })).toEqual({
        kind: 'not-allowed',
      });
      expect(await orderRow(pending.id)).toMatchObject({ status: 'pending', version: 1 });
    });

    it('will not refund a Stripe order while the server runs without Stripe', async () => {
      const order = await insertOrder(t.db, { collectionIds: [] });
      await t.db.updateTable('orders').set({ provider: 'stripe', is_test: false }).where('id', '=', order.id).execute();
      const result = await refundOrder(deps(), { orderId: order.id, expectedVersion: 1, actor: ADMIN });
      expect(result).toMatchObject({ kind: 'provider-failed', message: expect.stringContaining('stripe') });
      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', version: 1 });
    });
  });

  describe('with Stripe (the local stub)', () => {
    let stub: StripeStub;
    let orders: OrderDeps;
    let logged: string[];
    let orderId: number;
    let number: string;
    let sessionId: string;

    beforeEach(async () => {
      t = await createTestDb(engine);
      stub = await startStripeStub();
      logged = [];
      orders = {
        db: t.db,
        secrets: ['s'.repeat(32)],
        siteUrl: 'https://shop.example',
        payments: createStripeProvider({ secretKey: 'sk_test_51AbCdEfGhIjKl', apiHost: stub.apiHost }),
        studioEmail: 'studio@shop.example',
      };
      const rose = await insertCollection(t.db, { title: 'Rose Garden', priceCents: 3999 });
      await placeOrder(orders, {
        idempotencyKey: 'key-1',
        cart: [{ id: rose, quantity: 1 }],
        buyer: { name: 'Asha Rao', email: 'asha@example.com', country: 'IN', profileId: null },
        brief: {
          coupleNames: 'Asha & Vikram',
          eventDate: '2027-02-14',
          venue: 'Udaipur',
          wording: 'Join us',
          notes: '',
        },
        clientAddress: '203.0.113.7',
      });
      const row = await t.db.selectFrom('orders').select(['id', 'number']).executeTakeFirstOrThrow();
      [orderId, number] = [Number(row.id), row.number];
      sessionId = [...stub.sessions.keys()][0]!;
      stub.completeSession(sessionId);
      expect(await confirmPayment(orders, orderId, { reference: sessionId, now: NOW })).toBe('paid');
    });
    afterEach(() => stub.close());

    it('records the payment in the order’s history, by the provider, through the one status table', async () => {
      expect(await allEvents(orderId)).toEqual([{ kind: 'paid', actor: 'stripe', note: null }]);
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', version: 1 });
    });

    const refund = (expectedVersion = 1, note?: string) =>
      refundOrder(orders, { orderId, expectedVersion, actor: ADMIN, note, now: NOW });

    function refundEvent(type: string, object: StubRefund, id = `evt_${crypto.randomBytes(8).toString('hex')}`) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(NOW.getTime() / 1000),
        type,
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(NOW.getTime() / 1000),
      });
      return handleStripeWebhook(
        { orders, webhookSecret: WEBHOOK_SECRET, log: (line) => logged.push(line) },
        payload,
        signature,
        NOW,
      );
    }

    it("asks Stripe to refund the session's payment once, keeps the refund's id and waits for the webhook", async () => {
      const result = await refund(1, 'Couple cancelled');
      expect(result).toMatchObject({ kind: 'requested', reference: expect.stringMatching(/^re_/) });
      const reference = (result as { reference: string }).reference;

      const [retrieve, create] = stub.requests.slice(-2);
      expect(retrieve).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });
      expect(create).toMatchObject({
        method: 'POST',
        path: '/v1/refunds',
        body: {
          payment_intent: stub.sessions.get(sessionId)!.payment_intent,
          metadata: { order_id: String(orderId), order_number: number },
        },
      });
      expect(create!.headers['idempotency-key']).toBe(refundIdempotencyKey({ id: orderId, number, version: 1 }));

      // Asked, not done: still paid until Stripe says the money went back.
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', version: 2, refund_reference: reference });
      expect(await history(orderId)).toEqual([
        { kind: 'refund_requested', actor: ADMIN, note: `Stripe refund ${reference} — Couple cancelled` },
      ]);

      // A second click (the page's version is gone) asks Stripe nothing more.
      const requestsBefore = stub.requests.length;
      expect(await refund(1)).toEqual({ kind: 'already-requested', reference });
      expect(await refund(2)).toEqual({ kind: 'already-requested', reference });
      expect(stub.requests.length).toBe(requestsBefore);
      expect(stub.refunds.size).toBe(1);
    });

    it('makes one refund when two clicks reach Stripe together', async () => {
      const results = await Promise.all([refund(1), refund(1)]);
      expect(stub.refunds.size).toBe(1);
      const reference = [...stub.refunds.keys()][0]!;
      // Each click hears of the one refund (the later one, if it read the order after the first's commit, as asked already).
      expect(results.map((result) => result.kind)).toContain('requested');
      for (const result of results) {
        expect(['requested', 'already-requested']).toContain(result.kind);
        expect(result).toMatchObject({ reference });
      }
      expect(await history(orderId)).toHaveLength(1);
    });

    it('marks the order refunded from refund.created (succeeded), once per event', async () => {
      await refund(1);
      const created = [...stub.refunds.values()][0]!;
      const event = `evt_${crypto.randomBytes(8).toString('hex')}`;
      expect(await refundEvent('refund.created', created, event)).toEqual({ status: 200, outcome: 'refunded' });
      expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', version: 3, refund_reference: created.id });
      expect((await history(orderId)).at(-1)).toEqual({
        kind: 'refunded',
        actor: 'stripe',
        note: `Refund ${created.id}`,
      });

      expect(await refundEvent('refund.created', created, event)).toEqual({ status: 200, outcome: 'duplicate-event' });
      expect(await refundEvent('refund.updated', created)).toEqual({ status: 200, outcome: 'unchanged' });
      expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', version: 3 });
      expect(await history(orderId)).toHaveLength(2);
      const events = await t.db.selectFrom('payment_events').select('type').where('order_id', '=', orderId).execute();
      expect(events.map((e) => e.type).sort()).toEqual(['refund.created', 'refund.updated']);
    });

    it('waits while the refund is pending, and records it when the webhook comes before the request was stored', async () => {
      await refund(1);
      const created = [...stub.refunds.values()][0]!;
      expect(await refundEvent('refund.created', { ...created, status: 'pending' })).toEqual({
        status: 200,
        outcome: 'awaiting-refund',
      });
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid' });

      // As if the webhook had won the race: the order does not know the refund's id yet.
      await t.db.updateTable('orders').set({ refund_reference: null }).where('id', '=', orderId).execute();
      expect(await refundEvent('refund.updated', created)).toEqual({ status: 200, outcome: 'refunded' });
      expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refund_reference: created.id });
    });

    it('clears a failed refund so the studio can ask again', async () => {
      const first = await refund(1);
      const created = [...stub.refunds.values()][0]!;
      created.status = 'failed';
      expect(await refundEvent('refund.failed', { ...created, failure_reason: 'expired_or_canceled_card' })).toEqual({
        status: 200,
        outcome: 'refund-failed',
      });
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', version: 3, refund_reference: null });
      expect((await history(orderId)).at(-1)).toEqual({
        kind: 'refund_failed',
        actor: 'stripe',
        note: `Refund ${(first as { reference: string }).reference} failed: expired_or_canceled_card`,
      });

      const again = await refund(3);
      expect(again).toMatchObject({ kind: 'requested' });
      expect(stub.requests.at(-1)!.headers['idempotency-key']).toBe(
        refundIdempotencyKey({ id: orderId, number, version: 3 }),
      );
    });

    it('leaves the order alone for a refund it did not ask for or that names another order', async () => {
      await refund(1);
      const created = [...stub.refunds.values()][0]!;
      const outcomes = await Promise.all([
        refundEvent('refund.created', { ...created, id: 're_someoneelse' }),
        refundEvent('refund.created', {
          ...created,
          metadata: { order_id: String(orderId), order_number: 'ORD-0000' },
        }),
        refundEvent('refund.created', { ...created, metadata: { order_id: '999999', order_number: number } }),
        refundEvent('refund.created', { ...created, metadata: {} }),
      ]);
      expect(outcomes.map((o) => o.outcome)).toEqual(['unchanged', 'unchanged', 'unknown-order', 'unknown-order']);
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', version: 2 });
      expect(logged).toHaveLength(2);
    });

    it('marks the order refunded when Stripe had refunded the payment already', async () => {
      const paymentIntent = String(stub.sessions.get(sessionId)!.payment_intent);
      stub.refunds.set('re_dashboard', {
        id: 're_dashboard',
        status: 'succeeded',
        payment_intent: paymentIntent,
        metadata: {},
      });
      expect(await refund(1)).toEqual({ kind: 'refunded' });
      expect(await orderRow(orderId)).toMatchObject({ status: 'refunded' });
      expect(await history(orderId)).toEqual([
        { kind: 'refunded', actor: ADMIN, note: 'stripe had refunded this payment already' },
      ]);
    });

    it('changes nothing when Stripe refuses, and says why', async () => {
      stub.failNext({ status: 400, type: 'invalid_request_error', message: 'This PaymentIntent cannot be refunded.' });
      const result = await refund(1);
      expect(result).toMatchObject({ kind: 'provider-failed', message: expect.stringContaining('cannot be refunded') });
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', version: 1, refund_reference: null });
      expect(await history(orderId)).toEqual([]);
    });
  });
});
