import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSampleContentOnce } from '~/.server/db/seed';
import type { OrderDeps } from '~/.server/orders/deps';
import { placeOrder, type PlaceOrderInput } from '~/.server/orders/place-order';
import { paymentProviderFor } from '~/.server/payments/select-provider';
import { createStripeProvider } from '~/.server/payments/stripe-provider';
import { testProvider } from '~/.server/payments/test-provider';
import { startStripeStub, type StripeStub } from '../support/stripe-stub';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const SECRET_KEY = 'sk_test_51AbCdEfGhIjKlMnOpQrStUv';
const SITE_URL = 'https://shop.example';

function orderInput(key: string, cart: PlaceOrderInput['cart']): PlaceOrderInput {
  return {
    idempotencyKey: key,
    cart,
    buyer: { name: 'Asha Rao', email: ' Asha@Example.com ', country: 'IN', profileId: null },
    brief: {
      coupleNames: 'Asha & Vikram',
      eventDate: '2027-02-14',
      venue: 'Udaipur',
      wording: 'Together with their families',
      notes: '',
    },
    clientAddress: '203.0.113.7',
  };
}

describe('paymentProviderFor', () => {
  it('is Stripe when both keys are set, the test provider otherwise', () => {
    const stripe = paymentProviderFor({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12345678',
    });
    expect(stripe).toMatchObject({ name: 'stripe', isTest: false, formActionOrigins: ['https://checkout.stripe.com'] });
    expect(paymentProviderFor({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined })).toBe(testProvider);
  });
});

describe.each(engines)('Stripe Checkout on %s', (engine) => {
  let t: TestDb;
  let stub: StripeStub;
  let deps: OrderDeps;
  beforeEach(async () => {
    t = await createTestDb(engine);
    await loadSampleContentOnce(t.db);
    stub = await startStripeStub();
    deps = {
      db: t.db,
      secrets: ['s'.repeat(32)],
      siteUrl: SITE_URL,
      payments: createStripeProvider({ secretKey: SECRET_KEY, apiHost: stub.apiHost }),
      studioEmail: 'studio@shop.example',
    };
  });
  afterEach(async () => {
    await stub.close();
    await t.destroy();
  });

  const orderByKey = (key: string) =>
    t.db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();

  it('asks for a session with the database prices in cents, and sends the buyer to it', async () => {
    await t.db.updateTable('collections').set({ price_cents: 4321 }).where('id', '=', 2).execute();
    const titles = await t.db
      .selectFrom('collections')
      .select(['id', 'title', 'price_cents'])
      .where('id', 'in', [2, 5])
      .execute();
    const title = (id: number) => titles.find((row) => Number(row.id) === id)!.title;
    const price5 = Number(titles.find((row) => Number(row.id) === 5)!.price_cents);

    const result = await placeOrder(
      deps,
      orderInput('key-1', [
        { id: 2, quantity: 2 },
        { id: 5, quantity: 1 },
      ]),
    );
    const order = await orderByKey('key-1');
    const [request] = stub.requests;
    expect(stub.requests).toHaveLength(1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.body).toEqual({
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'usd', unit_amount: '4321', product_data: { name: title(2) } }, quantity: '2' },
        {
          price_data: { currency: 'usd', unit_amount: String(price5), product_data: { name: title(5) } },
          quantity: '1',
        },
      ],
      metadata: { order_id: String(order.id), order_number: order.number },
      client_reference_id: order.number,
      customer_email: 'asha@example.com',
      success_url: expect.stringMatching(new RegExp(`^${SITE_URL}/success\\?order=${order.id}\\.`)),
      cancel_url: `${SITE_URL}/checkout`,
    });
    expect(request!.headers).toMatchObject({
      authorization: `Bearer ${SECRET_KEY}`,
      'idempotency-key': `order-${order.id}-${order.number}-checkout`,
      'stripe-version': Stripe.API_VERSION,
    });

    const [session] = [...stub.sessions.values()];
    expect(result).toEqual({ kind: 'redirect', url: session!.url });
    expect(session!.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      provider_reference: session!.id,
      checkout_url: session!.url,
    });
    expect(Number(order.is_test)).toBe(0);
    expect(Number(order.total_cents)).toBe(2 * 4321 + price5);
  });

  it('retries a failed create with the same idempotency key, so there is one session', async () => {
    stub.failNext({ status: 500, type: 'api_error', message: 'An unknown error occurred' });
    await placeOrder(deps, orderInput('key-2', [{ id: 1, quantity: 1 }]));
    const keys = stub.requests.map((request) => request.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(stub.sessions.size).toBe(1);
    expect((await orderByKey('key-2')).provider_reference).toBe([...stub.sessions.keys()][0]);
  });

  it('answers provider-unavailable on a Stripe error, keeps the order pending, and the same key tries again', async () => {
    stub.failNext({
      status: 401,
      type: 'invalid_request_error',
      message: 'Invalid API Key provided: sk_test_****StUv',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await placeOrder(deps, orderInput('key-3', [{ id: 1, quantity: 1 }]))).toEqual({
        kind: 'provider-unavailable',
      });
      const line = String(logged.mock.calls[0]?.[0]);
      expect(line).toMatch(
        /Stripe Checkout for order ORD-\d+ failed: StripeAuthenticationError 401 req_\w+: Invalid API Key/,
      );
      expect(line).not.toContain(SECRET_KEY);
    } finally {
      logged.mockRestore();
    }
    expect(await orderByKey('key-3')).toMatchObject({
      status: 'pending',
      provider_reference: null,
      checkout_url: null,
    });

    const retry = await placeOrder(deps, orderInput('key-3', [{ id: 1, quantity: 1 }]));
    expect(retry).toMatchObject({ kind: 'redirect', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
  });

  it('does not retry a declined request (402)', async () => {
    stub.failNext({
      status: 402,
      type: 'invalid_request_error',
      code: 'amount_too_small',
      message: 'Amount must be at least $0.50 usd',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await placeOrder(deps, orderInput('key-4', [{ id: 1, quantity: 1 }]))).toEqual({
        kind: 'provider-unavailable',
      });
      expect(String(logged.mock.calls[0]?.[0])).toMatch(/amount_too_small 402/);
    } finally {
      logged.mockRestore();
    }
    expect(stub.requests).toHaveLength(1);
    expect((await orderByKey('key-4')).status).toBe('pending');
  });
});
