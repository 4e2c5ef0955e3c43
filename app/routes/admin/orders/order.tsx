import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { handleOrderAction } from '~/.server/admin/order-admin';
import { notFound } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { loadFirstDraft } from '~/.server/admin/first-draft';
import { siteForStudio } from '~/.server/invitation-site/admin-view';
import { getStudioOrder } from '~/.server/admin/order-detail';
import { loadProofPanel } from '~/.server/proofs/views';
import { ConfirmMove } from './confirm-move';
import { confirmCopy } from './confirm-copy';
import { OrderBrief } from './order-brief';
import { OrderBuyer } from './order-buyer';
import { OrderFirstDraft } from './order-first-draft';
import { answerMessage, useOrderFormAnswer } from './order-form-answer';
import { OrderHistory } from './order-history';
import { OrderInvitationSite } from './order-invitation-site';
import { OrderLinesPanel } from './order-lines-panel';
import { OrderMails } from './order-mails';
import { OrderNextSteps } from './order-next-steps';
import { OrderPayment } from './order-payment';
import { OrderStatusPill } from './order-status-pill';
import { TestOrderTag } from './test-order-tag';
import { WaitBadge } from './wait-badge';
import { ProofPanel } from '~/components/proofs/proof-panel';
import { adminOrderPath } from '~/lib/admin-paths';
import { STUDIO_NAME } from '~/components/storefront/nav-links';
import { countryWithCode } from '~/lib/country-name';
import { formatStudioTime } from '~/lib/studio-time';
import { CONFIRMED_INTENTS, type ConfirmedIntent } from '~/schemas/order-action';

export const meta = ({ params }: { params: { number?: string } }) => [
  { title: `${params.number ?? 'Order'} | Admin | ${STUDIO_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const order = await getStudioOrder(context.services.db, params.number ?? '');
  if (!order) throw notFound();
  const asked = new URL(request.url).searchParams.get('confirm');
  const confirm = CONFIRMED_INTENTS.find((intent) => intent === asked && order.moves.includes(intent)) ?? null;
  const proofPanel =
    order.status === 'pending' ? null : await loadProofPanel(context.services.db, context.services.secrets, order.id);
  const firstDraft = await loadFirstDraft(context.services, order.id);
  const invitationSite = await siteForStudio(context.services, order.id);
  return { order, confirm, proofPanel, firstDraft, invitationSite, countryName: countryWithCode(order.buyer.country) };
}

/**
 * A refused post (409) still reloads the order, as without JavaScript; Remix skips the reload after an error status
 * by default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(context.services, request);
  return handleOrderAction(context.services, admin, params.number, request, context);
}

export default function AdminOrder() {
  const { order, confirm, proofPanel, firstDraft, invitationSite, countryName } = useLoaderData<typeof loader>();
  const unplaced = answerMessage(useOrderFormAnswer(null));
  return (
    <div className="max-w-6xl">
      <Link to="/admin/orders" className="text-sm text-rose underline-offset-4 hover:underline">
        ← All orders
      </Link>
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-4xl">Order {order.number}</h1>
        <OrderStatusPill order={order} />
        {order.isTest ? <TestOrderTag /> : null}
        {order.wait ? <WaitBadge wait={order.wait} /> : null}
      </header>
      <p className="mt-2 text-sm text-muted">
        Placed {formatStudioTime(order.payment.createdAt)}
        {order.payment.paidAt ? ` · paid ${formatStudioTime(order.payment.paidAt)}` : ''}
      </p>
      {unplaced ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {unplaced}
        </p>
      ) : null}
      {confirm ? null : (
        <div className="mt-6">
          <OrderNextSteps
            order={{
              ...order,
              deliveredAt: order.payment.deliveredAt,
            }}
          />
        </div>
      )}
      {confirm ? (
        <div className="mt-6">
          <ConfirmMove
            number={order.number}
            intent={confirm as ConfirmedIntent}
            version={order.version}
            copy={confirmCopy(confirm as ConfirmedIntent, order)}
          />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="order-2 flex min-w-0 flex-col gap-6 lg:order-none">
          <OrderBrief brief={order.brief} />
          {firstDraft ? (
            <OrderFirstDraft
              draft={firstDraft}
              version={order.version}
              canSend={order.status === 'paid' && ['awaiting', 'in_progress'].includes(order.fulfilment)}
            />
          ) : null}
          <OrderLinesPanel lines={order.lines} subtotalCents={order.subtotalCents} totalCents={order.totalCents} />
          <OrderMails mails={order.mails} version={order.version} />
          <OrderHistory history={order.history} paidAt={order.payment.paidAt} />
          {invitationSite ? <OrderInvitationSite {...invitationSite} /> : null}
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-3 lg:order-none">
            <OrderBuyer buyer={order.buyer} countryName={countryName} />
          </div>
          <div className="order-4 lg:order-none">
            <OrderPayment payment={order.payment} events={order.paymentEvents} />
          </div>
        </div>
      </div>
      {proofPanel ? (
        <div className="mt-10 border-t border-line pt-8">
          <ProofPanel panel={proofPanel} redirectTo={adminOrderPath(order.number)} />
        </div>
      ) : null}
    </div>
  );
}
