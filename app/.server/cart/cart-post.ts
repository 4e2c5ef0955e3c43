import { data, redirect } from '@remix-run/node';
import { CART_INTENTS, CartChangeSchema, UNKNOWN_CHANGE_MESSAGE, VIA_FETCHER } from '~/schemas/cart';
import { safeRedirect } from '~/lib/safe-redirect';
import { hasWords } from '~/schemas/preview';
import { applyCartChange } from './changes';
import { priceCart, type CartEntry, type PricedCart } from './pricing';
import type { Db } from '../db/connection';
import { previewWordsFromForm, type BriefWordsCookie } from '../orders/brief-words-cookie';
import type { CartCookie } from './cart-cookie';
import type { Flash, Notice } from '../http/flash';
import { readFormData } from '../http/request';
import { parseSubmission } from '../http/submission';

export interface CartDeps {
  db: Db;
  cartCookie: CartCookie;
  flash: Flash;
  briefWordsCookie: BriefWordsCookie;
}

export const DROPPED_NOTICE: Notice = {
  kind: 'error',
  title: 'Some items were removed from your cart',
  message: 'They are no longer available.',
};

const UNAVAILABLE_NOTICE: Notice = {
  kind: 'error',
  title: 'Collection Not Found',
  message: "The collection you're looking for doesn't exist or has been removed.",
};

const refused = (message: string): Notice => ({ kind: 'error', title: 'We could not update your cart', message });

/** The cart's forms have no fields to put messages beside. */
const firstMessage = (error: Record<string, string[] | null> | null | undefined) =>
  Object.values(error ?? {}).find((messages) => messages?.length)?.[0] ?? UNKNOWN_CHANGE_MESSAGE;

export const liveEntries = (cart: PricedCart): CartEntry[] =>
  cart.lines.map((line) => ({ id: line.collectionId, quantity: line.quantity }));

/** Lines whose collection is gone or unpublished are dropped; `headers` rewrites the cookie without them. */
export async function readCart(
  deps: Pick<CartDeps, 'db' | 'cartCookie'>,
  request: Request,
): Promise<{ cart: PricedCart; headers: Headers }> {
  const cart = await priceCart(deps.db, await deps.cartCookie.read(request));
  const headers = new Headers();
  if (cart.dropped.length) headers.append('Set-Cookie', await deps.cartCookie.serialize(liveEntries(cart)));
  return { cart, headers };
}

/** A plain post is redirected back; a fetcher's post gets data, and the root loader shows the notice as a toast. */
export async function handleCartChange(deps: CartDeps, request: Request) {
  const formData = await readFormData(request);
  const headers = new Headers();
  const answer = async (notice: Notice | null) => {
    const withNotice = notice ? await deps.flash.headersWith(notice, headers) : headers;
    if (formData.get(VIA_FETCHER.name) === VIA_FETCHER.value) return data(null, { headers: withNotice });
    return redirect(safeRedirect(formData.get('returnTo'), '/checkout'), { headers: withNotice });
  };

  const submission = parseSubmission(formData, CartChangeSchema);
  if (submission.status !== 'success') return answer(refused(firstMessage(submission.error)));
  const change = submission.value;

  const before = await priceCart(deps.db, await deps.cartCookie.read(request));
  const result = applyCartChange(liveEntries(before), change);
  const after = result.kind === 'changed' ? await priceCart(deps.db, result.entries) : before;
  if (result.kind === 'changed' || before.dropped.length) {
    headers.append('Set-Cookie', await deps.cartCookie.serialize(liveEntries(after)));
  }

  if (result.kind === 'refused') return answer(refused(result.message));
  if (after.dropped.some((entry) => entry.id === change.collectionId)) return answer(UNAVAILABLE_NOTICE);
  if (change.intent === CART_INTENTS.add) {
    // The words tried on the collection's preview go with it into the checkout brief.
    const words = previewWordsFromForm(formData);
    if (hasWords(words)) headers.append('Set-Cookie', await deps.briefWordsCookie.serialize(words));
  }
  if (before.dropped.length) return answer(DROPPED_NOTICE);
  if (result.kind === 'unchanged') return answer(null);
  if (result.kind === 'already') {
    const title = after.lines.find((line) => line.collectionId === change.collectionId)!.title;
    return answer({
      kind: 'success',
      title: 'Already in your cart',
      message: `${title} is in your cart: one copy covers all five pieces, for every guest.`,
      action: { label: 'View Cart', href: '/checkout' },
    });
  }
  if (change.intent === CART_INTENTS.add) {
    const title = after.lines.find((line) => line.collectionId === change.collectionId)!.title;
    return answer({
      kind: 'success',
      title: 'Added to cart',
      message: `${title} has been added to your cart.`,
      action: { label: 'View Cart', href: '/checkout' },
    });
  }
  if (change.intent === CART_INTENTS.remove) {
    const title = before.lines.find((line) => line.collectionId === change.collectionId)!.title;
    return answer({
      kind: 'success',
      title: 'Removed from cart',
      message: `${title} has been removed from your cart.`,
    });
  }
  return answer(null);
}
