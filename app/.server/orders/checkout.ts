import { data, redirect } from '@remix-run/node';
import { CheckoutSchema } from '~/schemas/checkout';
import { priceCart } from '../cart/pricing';
import { briefMisfit } from '../designs/brief-fit';
import type { OrderDeps } from './deps';
import { orderKey } from './order-key';
import { placeOrder } from './place-order';
import { retryAfterText } from '../platform/rate-limit';
import type { CartCookie } from '../cart/cart-cookie';
import { clientAddress } from '../http/client-address';
import type { Flash, Notice } from '../http/flash';
import { readFormData } from '../http/request';
import { parseSubmission, tooLargeReply } from '../http/submission';

export const TOO_LARGE_MESSAGE = 'Your details are too long to send. Please shorten them and try again.';

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'We could not open the payment page just now. Nothing was charged — please try again in a moment.';

export const testOrderLimitMessage = (retryAfterSeconds: number) =>
  `You have placed several test orders in a short while. Please try again ${retryAfterText(retryAfterSeconds)}.`;

const EMPTY_CART_NOTICE: Notice = {
  kind: 'error',
  title: 'Your cart is empty',
  message: 'Choose a collection before you pay.',
};

/** The order key (form key, cart and details) makes a repeated post land on the same order. */
export async function handleCheckout(
  deps: OrderDeps & { cartCookie: CartCookie; flash: Flash; trustedHeader: string | undefined },
  request: Request,
  {
    profileId,
    socketAddress,
    tooLarge,
  }: { profileId: number | null; socketAddress: string | undefined; tooLarge: boolean },
) {
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, CheckoutSchema);
  if (tooLarge) return data({ result: tooLargeReply(submission, TOO_LARGE_MESSAGE) }, { status: 413 });
  // The page's only form posts intent=pay; anything else was made by hand.
  if (formData.get('intent') !== 'pay') throw new Response('Bad Request', { status: 400 });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });

  const { idempotencyKey, name, email, country, coupleNames, eventDate, venue, wording, notes } = submission.value;
  const { eventTime = '', closingLine = '', events } = submission.value;
  const cart = await deps.cartCookie.read(request);
  // The words must fit the designs they will be set in at payment: said beside the field, now.
  if (deps.files) {
    const { lines } = await priceCart(deps.db, cart);
    const collections = lines.map((line) => ({ id: line.collectionId, slug: line.slug }));
    const misfit = await briefMisfit({ db: deps.db, files: deps.files }, collections, {
      names: coupleNames,
      eventDate,
      venue,
      wording,
      time: eventTime,
      closing: closingLine,
      events,
    });
    if (misfit)
      return data({ result: submission.reply({ fieldErrors: { [misfit.field]: [misfit.message] } }) }, { status: 400 });
  }
  const buyer = { name, email, country, profileId };
  const brief = { coupleNames, eventDate, eventTime, venue, wording, closingLine, events, notes: notes ?? '' };
  const placed = await placeOrder(deps, {
    idempotencyKey: orderKey(idempotencyKey, cart, buyer, brief),
    checkoutKey: idempotencyKey,
    cart,
    buyer,
    brief,
    clientAddress: clientAddress(request, socketAddress, deps.trustedHeader),
  });
  if (placed.kind === 'empty-cart') return deps.flash.redirect('/checkout', EMPTY_CART_NOTICE);
  if (placed.kind === 'provider-unavailable') {
    return data({ result: submission.reply({ formErrors: [PROVIDER_UNAVAILABLE_MESSAGE] }) }, { status: 503 });
  }
  if (placed.kind === 'throttled') {
    return data(
      { result: submission.reply({ formErrors: [testOrderLimitMessage(placed.retryAfterSeconds)] }) },
      { status: 429, headers: { 'Retry-After': String(placed.retryAfterSeconds) } },
    );
  }
  return redirect(placed.url);
}
