import path from 'node:path';
import Database from 'better-sqlite3';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killIfRunning, startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * The webhook through the real server (Express, Remix's adapter, the route): the raw body must
 * arrive byte for byte, or no signature would ever match. The server runs with Stripe keys; no
 * request goes to Stripe (the order is written straight into its database, as a Checkout Session
 * would have left it). Moved here from the browser tests: no browser is involved.
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const SECRET = 'whsec_e2eTestSigningSecret0123456789';
const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;

let server: ServerProcess | undefined;
let base = '';
beforeAll(async () => {
  server = await startServer(
    {
      NODE_ENV: 'production',
      BUILD_DIR,
      STRIPE_SECRET_KEY: 'sk_test_e2eNeverSentAnywhere',
      STRIPE_WEBHOOK_SECRET: SECRET,
    },
    { prepared: true },
  );
  await server.waitFor(SERVING);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => killIfRunning(server));

const database = (readonly = false) => new Database(path.join(server!.dataDir, 'studio.sqlite'), { readonly });

function insertStripeOrder(): { id: number; number: string } {
  const db = database();
  try {
    db.pragma('busy_timeout = 5000');
    const number = `ORD-${Math.floor(1000 + Math.random() * 9000)}`;
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `insert into orders (number, idempotency_key, provider, is_test, provider_reference, email, name, country, couple_names,
           event_date, venue, wording, notes, subtotal_cents, total_cents, created_at, updated_at)
         values (?, ?, 'stripe', 0, 'cs_test_e2e_1', 'pay@example.test', 'Pay', 'IN', 'A & B', '2030-01-01', 'V', 'W', '', 3999, 3999, ?, ?)`,
      )
      .run(number, `key-${number}`, now, now);
    db.prepare(
      `insert into order_items (order_id, collection_id, title, image, unit_price_cents, quantity, line_total_cents)
       values (?, 1, 'Blush Peony Romance', '/images/x.webp', 3999, 1, 3999)`,
    ).run(lastInsertRowid);
    return { id: Number(lastInsertRowid), number };
  } finally {
    db.close();
  }
}

const orderStatus = (id: number) => {
  const db = database(true);
  try {
    return (db.prepare('select status from orders where id = ?').get(id) as { status: string }).status;
  } finally {
    db.close();
  }
};

const post = (payload: string, signature: string) =>
  fetch(`${base}/webhooks/stripe`, {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });

describe('the Stripe webhook on the production server', () => {
  it('a signed checkout.session.completed marks the order paid once; a bad signature changes nothing', async () => {
    const order = insertStripeOrder();
    // Whitespace and key order as Stripe sends them: the signature covers these exact bytes.
    const payload = JSON.stringify(
      {
        id: 'evt_e2e_completed',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_e2e_1',
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 3999,
            currency: 'usd',
            metadata: { order_id: String(order.id), order_number: order.number },
          },
        },
      },
      null,
      2,
    );
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someoneElsesSecret12345' });
    const refused = await post(payload, forged);
    expect(refused.status).toBe(400);
    expect(orderStatus(order.id)).toBe('pending');

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await post(payload, signature);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(delivery === 0 ? 'paid' : 'duplicate-event');
    }
    expect(orderStatus(order.id)).toBe('paid');
  });

  it('with Stripe keys, the site shows no test-mode ribbon and the test payment page is closed', async () => {
    const home = await fetch(`${base}/`);
    expect(await home.text()).not.toContain('Test mode — no real payments');
    expect((await fetch(`${base}/pay/test?order=1.${'A'.repeat(43)}`)).status).toBe(404);
  });
});
