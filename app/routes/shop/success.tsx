import { redirect, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { notFound } from '~/.server/http/request';
import { PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';
import { verifyOrderAccessToken } from '~/.server/orders/access';
import { linkKeyLookup } from '~/.server/orders/link-keys';
import { withDownloads } from '~/.server/orders/buyer-view';
import { getOrder } from '~/.server/orders/queries';
import { CoupleCard } from '~/components/downloads/couple-card';
import { DesignsByHand, DesignsPreparing, DesignsStage } from '~/components/downloads/designs-status';
import { NextSteps } from './next-steps';
import { OrderLines } from '~/components/orders/order-lines';
import { ArrowDownIcon } from '~/components/storefront/icons';
import { metaOrNotFound, NotFoundBoundary } from '~/components/storefront/not-found-boundary';
import { pageMeta } from '~/components/storefront/page-meta';
import { ButtonLink, buttonClasses } from '~/components/ui/button-link';

export const meta = metaOrNotFound(() => [
  ...pageMeta('Thank You!', 'Your order with Petal & Quill.'),
  { name: 'robots', content: 'noindex' },
]);

export const headers: HeadersFunction = () => PRIVATE_DOWNLOAD_HEADERS;

const RECHECK_SECONDS = 4;

/** Opens only with the signed link the checkout made, and shows the order's real state whatever the URL says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cartCookie, checkoutKeyCookie } = context.services;
  const orderDeps = context.services;
  const orderId = await verifyOrderAccessToken(
    orderDeps.secrets,
    new URL(request.url).searchParams.get('order'),
    linkKeyLookup(orderDeps.db),
  );
  const order = orderId ? await getOrder(orderDeps.db, orderId) : null;
  if (!order) throw notFound();
  // The cart has been bought: it starts empty, and the page asks for itself once more so the header's
  // badge is drawn from the emptied cart. The next purchase gets a new checkout key.
  if (order.status !== 'cancelled' && ((await cartCookie.read(request)).length || checkoutKeyCookie.has(request))) {
    const headers = new Headers();
    headers.append('Set-Cookie', await cartCookie.serialize([]));
    headers.append('Set-Cookie', await checkoutKeyCookie.clear());
    throw redirect(request.url, { headers });
  }
  return withDownloads(orderDeps, order);
}

export default function Success() {
  const order = useLoaderData<typeof loader>();
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-blush/60 via-cream/50 to-paper">
      <div className="mx-auto max-w-3xl px-5 py-14 text-center sm:py-20">
        {order.status === 'paid' ? <Paid order={order} /> : order.status === 'pending' ? <Confirming /> : <NotPaid />}
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/collections" variant="outline">
            Browse More
          </ButtonLink>
          <ButtonLink to="/" variant="ghost">
            Return Home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

function Paid({ order }: { order: ReturnType<typeof useLoaderData<typeof loader>> }) {
  return (
    <>
      <p className="font-script text-4xl text-rose sm:text-5xl">with love</p>
      <h1 className="mt-2 text-5xl sm:text-6xl">Thank You!</h1>
      <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-gold" />
      <p className="mt-5 text-lg text-muted">Your purchase was successful.</p>
      <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-2 rounded-full border border-gold/60 bg-white/80 px-5 py-2">
        <span className="text-xs uppercase tracking-[0.18em] text-muted">Order number</span>
        <strong className="font-display text-2xl tabular-nums" data-testid="order-number">
          {order.number}
        </strong>
      </p>
      {order.isTest ? <p className="mt-3 text-sm text-rose-dark">Test order — no real payment was taken.</p> : null}

      {order.designs === 'preparing' ? (
        <div className="mt-10">
          <DesignsPreparing />
        </div>
      ) : order.downloads?.files.length ? (
        <div className="mt-10 flex flex-col items-center gap-3">
          {order.downloads.coverUrl ? (
            <div className="mb-4">
              <CoupleCard src={order.downloads.coverUrl} />
            </div>
          ) : null}
          <a href={order.downloads.zipUrl} download className={buttonClasses('primary', 'px-10 py-4 text-base')}>
            <ArrowDownIcon className="h-5 w-5" /> Download Your Designs
          </a>
          {order.designs === 'failed' ? <DesignsByHand /> : null}
          {order.designs === 'ready' ? <DesignsStage finalApprovedAt={null} /> : null}
          <p className="text-sm text-muted">
            {order.designs === 'ready'
              ? 'One ZIP with your draft: every piece as a print-ready PDF and a JPG, and a phone story.'
              : 'One ZIP with every template as PDF and JPG.'}{' '}
            <a href={order.downloads.pageUrl} className="text-rose underline underline-offset-4">
              Download single files
            </a>
          </p>
        </div>
      ) : (
        <p className="mt-10 text-muted">
          Your files are being prepared.{' '}
          <Link to="/contact" className="text-rose underline underline-offset-4">
            Contact us
          </Link>{' '}
          if they do not arrive by e-mail.
        </p>
      )}

      <section aria-labelledby="next-heading" className="mt-14">
        <h2 id="next-heading" className="text-3xl">
          What happens next
        </h2>
        <div className="mt-6">
          <NextSteps email={order.email} mailWithheld={order.confirmationWithheld} />
        </div>
      </section>

      <section
        aria-labelledby="summary-heading"
        className="mx-auto mt-12 max-w-xl rounded-2xl border border-line bg-white/80 p-6 text-left shadow-sm"
      >
        <h2 id="summary-heading" className="text-2xl">
          Your order
        </h2>
        <div className="mt-3">
          <OrderLines items={order.items} totalCents={order.totalCents} />
        </div>
      </section>
    </>
  );
}

/** Stripe sent the buyer back before its webhook told us: look again until it does. */
function Confirming() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => state === 'idle' && revalidate(), RECHECK_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [revalidate, state]);
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={String(RECHECK_SECONDS)} />
      </noscript>
      <h1 className="text-4xl sm:text-5xl">We are confirming your payment</h1>
      <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-gold" />
      <p role="status" className="mt-5 text-lg text-muted">
        This usually takes a few seconds. This page updates by itself, and your confirmation e-mail with the download
        links is sent as soon as the payment is confirmed.
      </p>
    </>
  );
}

function NotPaid() {
  return (
    <>
      <h1 className="text-4xl sm:text-5xl">This order was not paid</h1>
      <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-gold" />
      <p className="mt-5 text-lg text-muted">
        No payment was taken for it. Your cart is waiting at checkout whenever you are ready.
      </p>
      <div className="mt-8">
        <ButtonLink to="/checkout">Go to checkout</ButtonLink>
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary };
