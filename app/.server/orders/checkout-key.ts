import crypto from 'node:crypto';
import { createCookie } from '@remix-run/node';
import * as v from 'valibot';
import type { CartEntry } from '../cart/pricing';
import type { BuyerDetails, PersonalisationBrief } from './place-order';

/** How long one checkout keeps its key when the buyer does not finish it. */
export const CHECKOUT_KEY_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The checkout form's idempotency key lives in a cookie named `checkout`, not only in the page:
 * going back from the payment page (with JavaScript the page is drawn afresh) then gives the
 * form the same key again, so paying again finds the same order. It is dropped once an order
 * is bought (the success page), so the next purchase starts a new checkout.
 */
export function createCheckoutKeyCookie(secrets: string[], secure: boolean) {
  const cookie = createCookie('checkout', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secrets,
    secure,
    maxAge: CHECKOUT_KEY_MAX_AGE_SECONDS,
  });
  return {
    /** This browser's checkout key, and the Set-Cookie header when it had none yet. */
    async keyFor(request: Request): Promise<{ key: string; setCookie: string | null }> {
      const header = request.headers.get('Cookie');
      const value: unknown = header?.includes('checkout=') ? await cookie.parse(header) : null;
      const parsed = v.safeParse(v.pipe(v.string(), v.uuid()), value);
      if (parsed.success) return { key: parsed.output, setCookie: null };
      const key = crypto.randomUUID();
      return { key, setCookie: await cookie.serialize(key) };
    },
    has: (request: Request) => Boolean(request.headers.get('Cookie')?.includes('checkout=')),
    clear: () => cookie.serialize('', { maxAge: 0 }),
  };
}

/**
 * The order's idempotency key: the form's key together with what is being bought and the
 * details sent. A double click, a refresh or paying again after the back button send the same
 * and find the same order; a changed cart or brief is a different order.
 */
export function orderKey(formKey: string, cart: CartEntry[], buyer: BuyerDetails, brief: PersonalisationBrief): string {
  const canonicalCart = [...cart].sort((a, b) => a.id - b.id).map((entry) => [entry.id, entry.quantity]);
  const details = [
    buyer.name,
    buyer.email.trim().toLowerCase(),
    buyer.country,
    buyer.profileId,
    brief.coupleNames,
    brief.eventDate,
    brief.venue,
    brief.wording,
    brief.notes,
  ];
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([formKey, canonicalCart, details]))
    .digest('base64url');
}
