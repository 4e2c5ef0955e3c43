import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '~/.server/boot/services';
import { action } from '~/routes/shop/cart';
import { CART_INTENTS, UNKNOWN_CHANGE_MESSAGE, VIA_FETCHER } from '~/schemas/cart';
import { Browser } from '../support/actions';
import { insertCollection } from '../support/fixtures';
import { testContext, testServices } from '../support/services';
import { createTestDb, engines, type TestDb } from '../support/test-db';

describe.each(engines)('the /cart action on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let browser: Browser;
  let peony: number;

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    browser = new Browser(testContext(services));
    peony = await insertCollection(t.db, { title: 'Blush Peony Romance', priceCents: 3999 });
  });
  afterEach(() => t.destroy());

  const post = (fields: Record<string, string>) => browser.post(action, '/cart', fields);
  const add = (extra: Record<string, string> = {}) =>
    post({ intent: CART_INTENTS.add, collectionId: String(peony), ...extra });
  /** What the next page shows: the flash notice (read once, as a page does) and the cart in the cookie. */
  async function notice() {
    const { notice, headers } = await services.flash.read(browser.request('/'));
    browser.receive(headers);
    return notice;
  }
  const cart = () => services.cartCookie.read(browser.request('/'));

  it('adds to the cart and redirects a plain post back to its page with the notice', async () => {
    const answer = await add({ returnTo: `/collections/${peony}` });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/collections/${peony}`);
    expect(await cart()).toEqual([{ id: peony, quantity: 1 }]);
    expect(await notice()).toEqual({
      kind: 'success',
      title: 'Added to cart',
      message: 'Blush Peony Romance has been added to your cart.',
      action: { label: 'View Cart', href: '/checkout' },
    });
  });

  it("answers a fetcher's post with data and the same cookies", async () => {
    const answer = await add({ [VIA_FETCHER.name]: VIA_FETCHER.value, returnTo: '/checkout' });
    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(answer.data).toBeNull();
    expect(await cart()).toEqual([{ id: peony, quantity: 1 }]);
    expect((await notice())?.title).toBe('Added to cart');
  });

  it.each([
    ['a quantity that is not whole', { intent: CART_INTENTS.set, quantity: '2.5' }, 'Quantity must be a whole number'],
    ['a missing quantity', { intent: CART_INTENTS.set, quantity: '' }, 'Quantity must be a whole number'],
    ['no collection', { intent: CART_INTENTS.remove, collectionId: '' }, 'Please choose a collection'],
    ['an id that is no id', { intent: CART_INTENTS.add, collectionId: '1e3' }, 'Please choose a collection'],
    ['an unknown intent', { intent: 'empty-cart' }, UNKNOWN_CHANGE_MESSAGE],
  ])('refuses %s with a notice and leaves the cart as it was', async (_case, change, message) => {
    await add();
    const answer = await post({ collectionId: String(peony), quantity: '3', ...change });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/checkout');
    expect(await notice()).toEqual({ kind: 'error', title: 'We could not update your cart', message });
    expect(await cart()).toEqual([{ id: peony, quantity: 1 }]);
  });

  it("reads a post with nonsense in Conform's control fields without them", async () => {
    await add();
    await notice();
    const answer = await post({
      intent: CART_INTENTS.set,
      collectionId: String(peony),
      quantity: '1',
      __intent__: '{oops',
    });
    expect(answer.status).toBe(302);
    expect(await cart()).toEqual([{ id: peony, quantity: 1 }]);
    expect(await notice()).toBeNull();
  });

  it('keeps one copy: adding again says it is there, a second copy is refused, below 1 is ignored; removes a line with its notice', async () => {
    await add();
    await notice();
    await add();
    expect(await cart()).toEqual([{ id: peony, quantity: 1 }]);
    expect(await notice()).toMatchObject({
      kind: 'success',
      title: 'Already in your cart',
      message: 'Blush Peony Romance is in your cart: one copy covers all five pieces, for every guest.',
    });
    await post({ intent: CART_INTENTS.set, collectionId: String(peony), quantity: ' 2 ' });
    expect(await notice()).toEqual({
      kind: 'error',
      title: 'We could not update your cart',
      message: 'A collection is bought once: one copy covers all five pieces, for every guest.',
    });
    expect(await cart()).toEqual([{ id: peony, quantity: 1 }]);
    const belowOne = await post({ intent: CART_INTENTS.set, collectionId: String(peony), quantity: '0' });
    expect(belowOne.status).toBe(302);
    expect(await cart()).toEqual([{ id: peony, quantity: 1 }]);

    await post({ intent: CART_INTENTS.remove, collectionId: String(peony) });
    expect(await cart()).toEqual([]);
    expect(await notice()).toMatchObject({ title: 'Removed from cart' });
  });

  it('redirects only to a path of this site', async () => {
    expect((await add({ returnTo: 'https://evil.example/' })).location).toBe('/checkout');
    expect((await add({ returnTo: '//evil.example' })).location).toBe('/checkout');
    // Browsers drop tabs and newlines from a Location: `/<TAB>/host` would be `//host`.
    expect((await add({ returnTo: '/\t/evil.example/x' })).location).toBe('/checkout');
    expect((await add({ returnTo: '/\n/evil.example/x' })).location).toBe('/checkout');
    expect((await add({ returnTo: '/\\evil.example' })).location).toBe('/checkout');
    expect((await add({ returnTo: `/collections/${peony}?tab=included` })).location).toBe(
      `/collections/${peony}?tab=included`,
    );
  });
});
