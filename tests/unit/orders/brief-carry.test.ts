import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '~/.server/boot/services';
import { action as cartAction } from '~/routes/shop/cart';
import { loader as checkoutLoader } from '~/routes/shop/checkout';
import { CART_INTENTS } from '~/schemas/cart';
import { Browser } from '../support/actions';
import { insertCollection } from '../support/fixtures';
import { insertOrder } from '../support/order-fixtures';
import { testContext, testServices } from '../support/services';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe.each(engines)('the preview’s words carried into the checkout brief on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let browser: Browser;
  let peony: number;

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    browser = new Browser(testContext(services));
    peony = await insertCollection(t.db, { title: 'Blush Peony Romance' });
  });
  afterEach(() => t.destroy());

  const add = (words: Record<string, string>) =>
    browser.post(cartAction, '/cart', {
      intent: CART_INTENTS.add,
      collectionId: String(peony),
      returnTo: `/collections/${peony}`,
      ...words,
    });

  /** The checkout page's data, as the browser gets it. */
  async function checkoutPage() {
    const result = (await checkoutLoader({
      request: browser.request('/checkout'),
      context: testContext(services),
      params: {},
    })) as unknown as { data: { carried: unknown; draft: unknown }; init: { headers: Headers } };
    browser.receive(new Headers(result.init.headers));
    return result.data;
  }

  it('starts the brief with the names, date and venue tried on the preview', async () => {
    const date = inAYear();
    const answer = await add({ names: 'Meera & Arjun', date, venue: 'Umaid Bhawan, Jodhpur' });
    expect(answer.status).toBe(302);
    expect(browser.has('brief')).toBe(true);
    expect((await checkoutPage()).carried).toEqual({
      coupleNames: 'Meera & Arjun',
      eventDate: date,
      venue: 'Umaid Bhawan, Jodhpur',
    });
  });

  it('carries only the valid words, and nothing when none were typed', async () => {
    await add({});
    expect(browser.has('brief')).toBe(false);
    expect((await checkoutPage()).carried).toEqual({});
    await add({ names: 'Meera\u0000Arjun', date: '2001-01-01', venue: 'Umaid Bhawan' });
    expect((await checkoutPage()).carried).toEqual({ venue: 'Umaid Bhawan' });
  });

  it('reads a cookie it did not sign as no words', async () => {
    await add({ names: 'Meera & Arjun' });
    const forged = new Browser(testContext(services));
    forged.receive(new Headers({ 'Set-Cookie': 'brief=eyJuYW1lcyI6IkV2ZSJ9.forged; Path=/' }));
    const result = (await checkoutLoader({
      request: forged.request('/checkout'),
      context: testContext(services),
      params: {},
    })) as unknown as { data: { carried: unknown } };
    expect(result.data.carried).toEqual({});
  });

  it('gives way to the form as it was sent for a payment that did not go through', async () => {
    await add({ names: 'Meera & Arjun', venue: 'Umaid Bhawan' });
    await checkoutPage(); // hands out this browser's checkout key
    const { key } = await services.checkoutKeyCookie.keyFor(browser.request('/checkout'));
    const order = await insertOrder(t.db, { status: 'cancelled', collectionIds: [peony] });
    await t.db.updateTable('orders').set({ checkout_key: key }).where('id', '=', order.id).execute();
    const page = await checkoutPage();
    expect(page.carried).toBeNull();
    expect(page.draft).toMatchObject({ coupleNames: 'Asha & Vikram', venue: 'The Garden, Jaipur' });
  });
});
