import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';
import { withDownloads } from '~/.server/orders/buyer-view';
import { listOrdersForBuyer } from '~/.server/orders/queries';
import { proofPagesFor } from '~/.server/proofs/views';
import { siteEditorPathsFor } from '~/.server/invitation-site/site-links';
import { requireUser } from '~/.server/auth/signed-in';
import { CoupleCard } from '~/components/downloads/couple-card';
import { DownloadList } from '~/components/downloads/download-list';
import { OrderLines } from '~/components/orders/order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { EmptyState } from '~/components/storefront/empty-state';
import { pageMeta } from '~/components/storefront/page-meta';
import { buttonClasses } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { formatStudioDay } from '~/lib/studio-time';

export const meta = () => [
  ...pageMeta('Your Orders', 'Your Petal & Quill orders and downloads.'),
  { name: 'robots', content: 'noindex' },
];

/** Includes guest orders with the same e-mail, which signing in has proved is theirs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const services = context.services;
  const user = await requireUser(services, request);
  const orders = await listOrdersForBuyer(services.db, { profileId: user.id, email: user.email });
  const now = new Date();
  const paid = orders.filter((order) => order.status === 'paid').map((order) => order.id);
  const proofPages = await proofPagesFor(services.db, services.secrets, paid, now);
  const sitePages = await siteEditorPathsFor(services.db, services.secrets, paid, now);
  return {
    orders: await Promise.all(orders.map((order) => withDownloads(services, order, now))),
    proofPages,
    sitePages,
  };
}

export const headers: HeadersFunction = () => PRIVATE_DOWNLOAD_HEADERS;

export default function AccountOrders() {
  const { orders, proofPages, sitePages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Your account"
        title="Your Orders"
        intro="Every order placed with your e-mail address, and its designs."
      />
      <div className="mx-auto max-w-4xl space-y-8 px-5 py-14">
        <p>
          <Link to="/account" className="text-sm uppercase tracking-[0.16em] text-muted hover:text-rose">
            ← Account settings
          </Link>
        </p>
        {orders.length ? (
          orders.map((order) => (
            <article
              key={order.id}
              aria-labelledby={`order-${order.id}`}
              className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm"
              data-testid="account-order"
            >
              <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {order.downloads?.coverUrl ? <CoupleCard src={order.downloads.coverUrl} size="small" /> : null}
                <h2 id={`order-${order.id}`} className="text-3xl tabular-nums">
                  {order.number}
                </h2>
                <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
                {order.isTest ? (
                  <span className="text-xs uppercase tracking-[0.14em] text-rose-dark">Test order</span>
                ) : null}
                <p className="ml-auto text-sm text-muted">{formatStudioDay(order.createdAt)}</p>
              </header>
              <div className="mt-4">
                <OrderLines items={order.items} totalCents={order.totalCents} />
              </div>
              {order.checkoutUrl ? (
                <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
                  <a href={order.checkoutUrl} className={buttonClasses('primary')}>
                    Complete payment
                  </a>
                  Not paid yet: nothing has been charged for this order.
                </p>
              ) : null}
              {proofPages[order.id] || sitePages[order.id] ? (
                <p className="mt-5 flex flex-wrap gap-3">
                  {proofPages[order.id] ? (
                    <Link to={proofPages[order.id] ?? ''} className={buttonClasses('outline')}>
                      See your proof
                    </Link>
                  ) : null}
                  {sitePages[order.id] ? (
                    <Link to={sitePages[order.id] ?? ''} className={buttonClasses('outline')}>
                      Set up your invitation website
                    </Link>
                  ) : null}
                </p>
              ) : null}
              {order.downloads ? (
                <details className="group mt-6 rounded-xl border border-gold/40 bg-cream/40 p-4">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 [&::-webkit-details-marker]:hidden">
                    <span>
                      <span className="font-display text-xl text-rose-dark">Downloads</span>
                      <span className="ml-2 font-sans text-sm text-muted">
                        (links valid until {formatStudioDay(order.downloads.expiresAt)})
                      </span>
                    </span>
                    <span
                      aria-hidden="true"
                      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-line bg-white font-sans text-lg text-rose transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <div className="mt-4">
                    {order.designs === 'preparing' ? (
                      <p role="status" className="mb-4 text-sm text-muted">
                        Your personalised designs are being prepared: reload this page in a moment to get them. Until
                        then these are the collection’s templates.
                      </p>
                    ) : null}
                    <DownloadList zipUrl={order.downloads.zipUrl} files={order.downloads.files} />
                  </div>
                </details>
              ) : null}
            </article>
          ))
        ) : (
          <EmptyState
            message="You have no orders yet."
            link={{ to: '/collections', label: 'Browse the collections' }}
          />
        )}
      </div>
    </>
  );
}
