import * as v from 'valibot';
import { formObject } from './fields';

/** Where every cart form posts: one action for the collection page, the header and /checkout. */
export const CART_ACTION = '/cart';

/**
 * Added to the post when JavaScript sends it through a fetcher: the action then answers with data
 * (and the page's loaders revalidate) instead of redirecting back, as it does for a plain post.
 */
export const VIA_FETCHER = { name: 'via', value: 'fetcher' } as const;

/**
 * Spec: "Cart quantity cannot be set below 1". And no more than one: a collection is digital, one
 * copy is all five pieces for every guest, and a second would be the same files at twice the price.
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1;

export const CART_INTENTS = { add: 'add-to-cart', set: 'set-quantity', remove: 'remove-from-cart' } as const;
export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS];

const collectionId = v.pipe(
  v.string('Please choose a collection'),
  v.regex(/^[1-9]\d{0,8}$/, 'Please choose a collection'),
  v.transform(Number),
);

/** Any whole number (the bounds are the cart's rules, with their own messages); never "2.5" or "ten". */
const quantity = v.pipe(
  v.string('Quantity must be a whole number'),
  v.trim(),
  v.maxLength(12, 'Quantity must be a whole number'),
  v.regex(/^-?\d+$/, 'Quantity must be a whole number'),
  v.transform(Number),
);

export const UNKNOWN_CHANGE_MESSAGE = 'Please choose what to change in your cart';

/**
 * What a cart form posts: add one, set a quantity, or remove a line. The same schema reads the
 * post in the /cart action and the pending post in the browser (for the optimistic cart).
 */
export const CartChangeSchema = v.variant(
  'intent',
  [
    formObject({ intent: v.literal(CART_INTENTS.add), collectionId }),
    formObject({ intent: v.literal(CART_INTENTS.set), collectionId, quantity }),
    formObject({ intent: v.literal(CART_INTENTS.remove), collectionId }),
  ],
  UNKNOWN_CHANGE_MESSAGE,
);

export type CartChange = v.InferOutput<typeof CartChangeSchema>;
