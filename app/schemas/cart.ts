import * as v from 'valibot';
import { formObject } from './fields';

export const CART_ACTION = '/cart';

/** With it the action answers with data (and loaders revalidate) instead of redirecting back. */
export const VIA_FETCHER = { name: 'via', value: 'fetcher' } as const;

/** At most one too: a collection is digital, one copy is every piece for every guest. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 1;

export const CART_INTENTS = { add: 'add-to-cart', set: 'set-quantity', remove: 'remove-from-cart' } as const;
export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS];

const collectionId = v.pipe(
  v.string('Please choose a collection'),
  v.regex(/^[1-9]\d{0,8}$/, 'Please choose a collection'),
  v.transform(Number),
);

/** The bounds are the cart's rules, with their own messages. */
const quantity = v.pipe(
  v.string('Quantity must be a whole number'),
  v.trim(),
  v.maxLength(12, 'Quantity must be a whole number'),
  v.regex(/^-?\d+$/, 'Quantity must be a whole number'),
  v.transform(Number),
);

export const UNKNOWN_CHANGE_MESSAGE = 'Please choose what to change in your cart';

/** Also reads the pending post in the browser, for the optimistic cart. */
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
