import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import Stripe from 'stripe';
import { expect, test } from '@playwright/test';

/**
 * The webhook through the real server (Express, Remix's adapter, the route): the raw body must
 * arrive byte for byte, or no signature would ever match. A second server runs with Stripe keys;
 * no request goes to Stripe (the order is written straight into its database, as a Checkout
 * Session would have left it). Not a browser flow, so it runs once, in the `js` project.
 */
const PORT = Number(process.env.E2E_PORT ?? 3311) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = 'whsec_e2eTestSigningSecret0123456789';
const dataDir = path.resolve(`.cache/e2e-stripe-${PORT}`);
let server: ChildProcess;

// One worker, one server.
test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook uses from this pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'server-to-server; no browser involved');
  // A first start makes the collections' template files.
  testInfo.setTimeout(90_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SITE_URL: BASE,
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    STRIPE_SECRET_KEY: 'sk_test_e2eNeverSentAnywhere',
    STRIPE_WEBHOOK_SECRET: SECRET,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  server = spawn(process.execPath, ['server.mjs'], { env, stdio: 'ignore' });
  await expect
    .poll(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.status, { timeout: 80_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

function insertStripeOrder(): { id: number; number: string } {
  const db = new Database(path.join(dataDir, 'studio.sqlite'));
  try {
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
  const db = new Database(path.join(dataDir, 'studio.sqlite'), { readonly: true });
  try {
    return (db.prepare('select status from orders where id = ?').get(id) as { status: string }).status;
  } finally {
    db.close();
  }
};

test('a signed checkout.session.completed marks the order paid; a bad signature changes nothing', async ({
  request,
}) => {
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
  const refused = await request.post(`${BASE}/webhooks/stripe`, {
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': forged },
  });
  expect(refused.status()).toBe(400);
  expect(orderStatus(order.id)).toBe('pending');

  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  for (let delivery = 0; delivery < 2; delivery++) {
    const response = await request.post(`${BASE}/webhooks/stripe`, {
      data: payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(delivery === 0 ? 'paid' : 'duplicate-event');
  }
  expect(orderStatus(order.id)).toBe('paid');
});

test('with Stripe keys, the site shows no test-mode ribbon and the test payment page is closed', async ({
  request,
}) => {
  const home = await request.get(`${BASE}/`);
  expect(await home.text()).not.toContain('Test mode — no real payments');
  expect((await request.get(`${BASE}/pay/test?order=1.${'A'.repeat(43)}`)).status()).toBe(404);
});
