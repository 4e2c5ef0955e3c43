import { createCookie } from '@remix-run/node';
import * as v from 'valibot';
import { MAX_QUANTITY, MIN_QUANTITY } from '~/schemas/cart';

const WRITTEN_MAX_QUANTITY = 10;
import { MAX_CART_LINES } from './changes';
import type { CartEntry } from './pricing';
import type { Secrets } from '../platform/signing';

export const CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The cart only writes such values, so anything else reads as an empty cart. */
const CartCookieSchema = v.pipe(
  v.array(
    v.strictObject({
      id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
      quantity: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(MIN_QUANTITY),
        v.maxValue(WRITTEN_MAX_QUANTITY),
        v.transform((quantity) => Math.min(quantity, MAX_QUANTITY)),
      ),
    }),
  ),
  v.maxLength(MAX_CART_LINES),
  v.check((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length),
);

/** Holds only ids and quantities: titles and prices always come from the database. */
export function createCartCookie(secrets: Secrets, secure: boolean) {
  const cookie = createCookie('cart', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secrets,
    secure,
    maxAge: CART_MAX_AGE_SECONDS,
  });

  return {
    async read(request: Request): Promise<CartEntry[]> {
      const header = request.headers.get('Cookie');
      if (!header || !header.includes('cart=')) return [];
      const value: unknown = await cookie.parse(header);
      const parsed = v.safeParse(CartCookieSchema, value);
      return parsed.success ? parsed.output : [];
    },
    serialize(entries: CartEntry[]): Promise<string> {
      if (!entries.length) return cookie.serialize('', { maxAge: 0 });
      return cookie.serialize(entries.map(({ id, quantity }) => ({ id, quantity })));
    },
  };
}

export type CartCookie = ReturnType<typeof createCartCookie>;
