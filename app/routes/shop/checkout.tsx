import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DROPPED_NOTICE, readCart } from '~/.server/cart/cart-post';
import { carriedBrief } from '~/.server/orders/brief-words-cookie';
import { handleCheckout } from '~/.server/orders/checkout';
import { draftAfterCancelledPayment } from '~/.server/orders/brief';
import { getUser } from '~/.server/auth/signed-in';
import { PRIVATE_PAGE_HEADERS } from '~/.server/platform/security-headers';
import { CartSummary } from './cart-summary';
import { cartCardsFor } from '~/.server/designs/cart-cards';
import { EmptyCart } from './empty-cart';
import { useOptimisticLines } from '~/components/cart/use-optimistic-cart';
import { CheckoutForm } from './checkout-form';
import { countryOptions } from './countries';
import { DroppedItemsNotice } from './dropped-items-notice';
import { pageMeta } from '~/components/storefront/page-meta';
import { PageHero } from '~/components/ui/page-hero';
import { studioToday } from '~/lib/studio-time';
import { WITHOUT_FLOATING_CHAT } from '~/components/storefront/chat-button';
import { ErrorSummary } from '~/components/forms/error-summary';

/** No floating chat over the form's fields or its submit button. */
export const handle = WITHOUT_FLOATING_CHAT;

export const meta = () =>
  pageMeta('Checkout', 'Review your invitation collections, tell us about your celebration and pay securely.');

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { checkoutKeyCookie, briefWordsCookie, payments } = context.services;
  const [user, { cart, headers }, checkout, tried] = await Promise.all([
    getUser(context.services, request),
    readCart(context.services, request),
    checkoutKeyCookie.keyFor(request),
    briefWordsCookie.read(request),
  ]);
  // Back from a declined or cancelled payment: the form as the couple filled it in.
  const draft = checkout.setCookie ? null : await draftAfterCancelledPayment(context.services.db, checkout.key);
  if (checkout.setCookie && cart.lines.length) headers.append('Set-Cookie', checkout.setCookie);
  const cards = await cartCardsFor(context.services, cart.lines, tried);
  return data(
    {
      lines: cart.lines,
      cards,
      // Said here, on the page that shows the cart; the cookie is rewritten without them.
      droppedNotice: cart.dropped.length ? DROPPED_NOTICE : null,
      // The name falls back to the e-mail when the profile has none: then leave Name to the buyer.
      buyer: user ? { name: user.name === user.email ? '' : user.name, email: user.email } : null,
      draft,
      carried: draft ? null : carriedBrief(tried),
      idempotencyKey: checkout.key,
      countries: countryOptions(),
      today: studioToday(),
      isTest: payments.isTest,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getUser(context.services, request);
  return handleCheckout(context.services, request, {
    profileId: user?.id ?? null,
    socketAddress: context.socketAddress,
    tooLarge: context.bodyTooLarge === true,
  });
}

export default function Checkout() {
  const {
    lines: pricedLines,
    cards,
    droppedNotice,
    buyer,
    draft,
    carried,
    idempotencyKey,
    countries,
    today,
    isTest,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { lines, subtotalCents } = useOptimisticLines(pricedLines);
  const result = actionData && 'result' in actionData ? actionData.result : null;
  return (
    <>
      <PageHero
        eyebrow="Almost yours"
        title="Checkout"
        intro={
          lines.length
            ? 'Review your collections, tell us about your celebration, and pay securely. Your personalised designs follow by e-mail.'
            : undefined
        }
      />
      <div className="mx-auto max-w-6xl px-5 py-14 sm:py-20">
        {lines.length ? <ErrorSummary formId="checkout-form" result={result} formLevel={['idempotencyKey']} /> : null}
        {droppedNotice ? <DroppedItemsNotice notice={droppedNotice} /> : null}
        {lines.length ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
            <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:self-start">
              <CartSummary lines={lines} subtotalCents={subtotalCents} cards={cards} />
            </div>
            <section
              aria-labelledby="checkout-form-heading"
              className="rounded-2xl border border-line bg-white/70 p-6 shadow-sm sm:p-8 lg:col-start-1 lg:row-start-1"
            >
              <h2 id="checkout-form-heading" className="sr-only">
                Your details and brief
              </h2>
              <CheckoutForm
                idempotencyKey={idempotencyKey}
                buyer={buyer}
                draft={draft}
                carried={carried}
                countries={countries}
                today={today}
                totalCents={subtotalCents}
                isTest={isTest}
                lastResult={result}
              />
            </section>
          </div>
        ) : (
          <EmptyCart />
        )}
      </div>
    </>
  );
}
