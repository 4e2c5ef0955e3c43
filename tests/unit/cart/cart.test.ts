import crypto from 'node:crypto';
import { createCookie } from '@remix-run/node';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CART_FULL_MESSAGE,
  MAX_CART_LINES,
  NOT_WHOLE_MESSAGE,
  ONE_COPY_MESSAGE,
  addToCart,
  applyCartChange,
  removeFromCart,
  setQuantity,
} from '~/.server/cart/changes';
import { CART_MAX_AGE_SECONDS, createCartCookie } from '~/.server/cart/cart-cookie';
import { priceCart, type CartEntry } from '~/.server/cart/pricing';
import { loadSampleContentOnce } from '~/.server/db/seed';
import { CartChangeSchema } from '~/schemas/cart';
import { insertCollection } from '../support/fixtures';
import { createTestDb, engines, type TestDb } from '../support/test-db';

const SECRET = 'cart-test-secret-0123456789abcdefghijklmnop';
const cartCookie = createCartCookie([SECRET], false);
/** The same cookie name and secret, but writing whatever a test hands it. */
const rawCookie = createCookie('cart', { secrets: [SECRET], path: '/' });

const requestWith = (setCookie: string) =>
  new Request('http://shop.test/', { headers: { Cookie: setCookie.split(';')[0]! } });
const readBack = async (value: unknown) => cartCookie.read(requestWith(await rawCookie.serialize(value)));

/** Signs any text the way Remix signs cookie values, so a test can send well-signed nonsense. */
function signedCookie(value: string, secret = SECRET) {
  const signature = crypto.createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return `cart=${encodeURIComponent(`${value}.${signature}`)}`;
}

describe('the cart cookie', () => {
  it('round-trips ids and quantities, signed, httpOnly, SameSite=Lax, for 30 days', async () => {
    const entries: CartEntry[] = [
      { id: 3, quantity: 1 },
      { id: 1, quantity: 1 },
    ];
    const header = await cartCookie.serialize(entries);
    expect(header).toMatch(/^cart=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).toContain(`Max-Age=${CART_MAX_AGE_SECONDS}`);
    expect(header).not.toMatch(/Secure/);
    expect(CART_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(await cartCookie.read(requestWith(header))).toEqual(entries);
  });

  it('is Secure when the site is served over https', async () => {
    expect(await createCartCookie([SECRET], true).serialize([{ id: 1, quantity: 1 }])).toMatch(/Secure/);
  });

  it('removes itself when the cart is empty', async () => {
    expect(await cartCookie.serialize([])).toMatch(/Max-Age=0/);
  });

  it('reads a missing cookie as an empty cart', async () => {
    expect(await cartCookie.read(new Request('http://shop.test/'))).toEqual([]);
    expect(await cartCookie.read(new Request('http://shop.test/', { headers: { Cookie: 'other=1' } }))).toEqual([]);
  });

  it('reads a forged signature as an empty cart', async () => {
    const forged = await createCookie('cart', { secrets: ['someone-elses-secret-0123456789abcdef'] }).serialize([
      { id: 1, quantity: 2 },
    ]);
    expect(await cartCookie.read(requestWith(forged))).toEqual([]);
    const unsigned = await createCookie('cart').serialize([{ id: 1, quantity: 2 }]);
    expect(await cartCookie.read(requestWith(unsigned))).toEqual([]);
    expect(await cartCookie.read(requestWith('cart=garbage'))).toEqual([]);
  });

  it('reads well-signed malformed JSON as an empty cart', async () => {
    expect(await cartCookie.read(requestWith(signedCookie(btoa('[{"id":1,'))))).toEqual([]);
    expect(await cartCookie.read(requestWith(signedCookie('%%%not-base64')))).toEqual([]);
    // The helper signs like Remix does: a well-formed value made by it reads fine.
    expect(await cartCookie.read(requestWith(signedCookie(btoa('[{"id":1,"quantity":1}]'))))).toEqual([
      { id: 1, quantity: 1 },
    ]);
  });

  it.each([
    ['an object', { id: 1, quantity: 1 }],
    ['a string', 'cart'],
    ['null', null],
    ['extra fields (e.g. a price)', [{ id: 1, quantity: 1, priceCents: 1 }]],
    ['a text id', [{ id: '1', quantity: 1 }]],
    ['id 0', [{ id: 0, quantity: 1 }]],
    ['a negative id', [{ id: -4, quantity: 1 }]],
    ['a fractional id', [{ id: 1.5, quantity: 1 }]],
    ['quantity 0', [{ id: 1, quantity: 0 }]],
    ['quantity 11', [{ id: 1, quantity: 11 }]],
    ['quantity 2.5', [{ id: 1, quantity: 2.5 }]],
    [
      'the same id twice',
      [
        { id: 1, quantity: 1 },
        { id: 1, quantity: 2 },
      ],
    ],
    ['too many lines', Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ id: i + 1, quantity: 1 }))],
  ])('reads %s as an empty cart', async (_, value) => {
    expect(await readBack(value)).toEqual([]);
  });

  it('accepts the largest cart it can write', async () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ id: i + 1, quantity: 1 }));
    const header = await cartCookie.serialize(full);
    expect(header.length).toBeLessThan(4096);
    expect(await cartCookie.read(requestWith(header))).toEqual(full);
  });

  it('reads a cart written when a collection could be bought several times as one of each', async () => {
    const header = await cartCookie.serialize([
      { id: 3, quantity: 2 },
      { id: 1, quantity: 10 },
    ]);
    expect(await cartCookie.read(requestWith(header))).toEqual([
      { id: 3, quantity: 1 },
      { id: 1, quantity: 1 },
    ]);
  });
});

describe('cart changes', () => {
  const cart: CartEntry[] = [
    { id: 1, quantity: 1 },
    { id: 2, quantity: 1 },
  ];

  it('adds a new collection with quantity 1, at the end', () => {
    expect(addToCart(cart, 7)).toEqual({ kind: 'changed', entries: [...cart, { id: 7, quantity: 1 }] });
  });

  it('adds nothing for a collection already in the cart: one copy is all five pieces for every guest', () => {
    expect(addToCart(cart, 1)).toEqual({ kind: 'already' });
  });

  it('refuses a new line when the cart is full', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ id: i + 1, quantity: 1 }));
    expect(addToCart(full, 99)).toEqual({ kind: 'refused', message: CART_FULL_MESSAGE });
    expect(addToCart(full, 5)).toEqual({ kind: 'already' });
  });

  it('ignores a quantity below 1 (the cart stays as it is)', () => {
    for (const quantity of [0, -1, -100]) expect(setQuantity(cart, 1, quantity)).toEqual({ kind: 'unchanged' });
  });

  it('refuses a quantity above one, saying why', () => {
    for (const quantity of [2, 11, 1e9])
      expect(setQuantity(cart, 1, quantity)).toEqual({ kind: 'refused', message: ONE_COPY_MESSAGE });
    expect(ONE_COPY_MESSAGE).toBe('A collection is bought once: one copy covers all five pieces, for every guest.');
  });

  it('refuses a quantity that is not a whole number', () => {
    for (const quantity of [2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(setQuantity(cart, 1, quantity)).toEqual({ kind: 'refused', message: NOT_WHOLE_MESSAGE });
    }
  });

  it('changes nothing for a line that is not in the cart, or the same quantity', () => {
    expect(setQuantity(cart, 9, 1)).toEqual({ kind: 'unchanged' });
    expect(setQuantity(cart, 1, 1)).toEqual({ kind: 'unchanged' });
  });

  it('removes a line; removing one that is not there changes nothing', () => {
    expect(removeFromCart(cart, 1)).toEqual({ kind: 'changed', entries: [cart[1]] });
    expect(removeFromCart(cart, 9)).toEqual({ kind: 'unchanged' });
  });

  it('applies a posted change read with the form schema', () => {
    const parse = (fields: Record<string, string>) => v.parse(CartChangeSchema, fields);
    expect(applyCartChange(cart, parse({ intent: 'add-to-cart', collectionId: '1' }))).toEqual(addToCart(cart, 1));
    expect(applyCartChange(cart, parse({ intent: 'set-quantity', collectionId: '1', quantity: '0' }))).toEqual({
      kind: 'unchanged',
    });
    expect(applyCartChange(cart, parse({ intent: 'set-quantity', collectionId: '1', quantity: '11' }))).toEqual({
      kind: 'refused',
      message: ONE_COPY_MESSAGE,
    });
    expect(applyCartChange(cart, parse({ intent: 'remove-from-cart', collectionId: '2' }))).toEqual(
      removeFromCart(cart, 2),
    );
  });
});

describe('the cart form schema', () => {
  const issue = (fields: Record<string, string>) => v.safeParse(CartChangeSchema, fields).issues?.[0]?.message;

  it.each(['2.5', 'ten', '', '1e3', '0x10', '3 apples'])('refuses the quantity %j', (quantity) => {
    expect(issue({ intent: 'set-quantity', collectionId: '1', quantity })).toBe('Quantity must be a whole number');
  });

  it('reads whole quantities (even out of range: the cart rules answer those)', () => {
    expect(v.parse(CartChangeSchema, { intent: 'set-quantity', collectionId: '4', quantity: ' 12 ' })).toEqual({
      intent: 'set-quantity',
      collectionId: 4,
      quantity: 12,
    });
    expect(v.parse(CartChangeSchema, { intent: 'set-quantity', collectionId: '4', quantity: '-1' })).toMatchObject({
      quantity: -1,
    });
  });

  it('refuses unknown intents and ids that are not positive whole numbers', () => {
    expect(issue({ intent: 'empty-everything', collectionId: '1' })).toBeDefined();
    for (const collectionId of ['0', '-1', '1.5', 'abc', '1234567890']) {
      expect(issue({ intent: 'add-to-cart', collectionId })).toBe('Please choose a collection');
    }
  });
});

describe.each(engines)('pricing the cart on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
    await loadSampleContentOnce(t.db);
  });
  afterEach(() => t.destroy());

  const idOf = async (title: string) =>
    Number((await t.db.selectFrom('collections').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id);

  it('reads titles and prices from the database and totals them in cents', async () => {
    const peony = await idOf('Blush Peony Romance');
    const woodland = await idOf('Woodland Rustic');
    const priced = await priceCart(t.db, [
      { id: woodland, quantity: 1 },
      { id: peony, quantity: 2 },
    ]);
    expect(priced.lines).toEqual([
      expect.objectContaining({
        collectionId: woodland,
        title: 'Woodland Rustic',
        priceCents: 2999,
        quantity: 1,
        lineTotalCents: 2999,
      }),
      expect.objectContaining({
        collectionId: peony,
        title: 'Blush Peony Romance',
        priceCents: 3999,
        quantity: 2,
        lineTotalCents: 7998,
      }),
    ]);
    expect(priced.subtotalCents).toBe(10997);
    expect(priced.count).toBe(3);
    expect(priced.dropped).toEqual([]);
  });

  it('drops unknown and unpublished collections, and reports them', async () => {
    const peony = await idOf('Blush Peony Romance');
    const hidden = await insertCollection(t.db, { published: false, priceCents: 100 });
    const priced = await priceCart(t.db, [
      { id: 99999, quantity: 3 },
      { id: peony, quantity: 1 },
      { id: hidden, quantity: 1 },
    ]);
    expect(priced.lines.map((line) => line.collectionId)).toEqual([peony]);
    expect(priced.subtotalCents).toBe(3999);
    expect(priced.count).toBe(1);
    expect(priced.dropped).toEqual([
      { id: 99999, quantity: 3 },
      { id: hidden, quantity: 1 },
    ]);
  });

  it('prices an empty cart at zero without a query', async () => {
    expect(await priceCart(t.db, [])).toEqual({ lines: [], subtotalCents: 0, count: 0, dropped: [] });
  });
});
