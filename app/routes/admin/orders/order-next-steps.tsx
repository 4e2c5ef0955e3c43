import { Link } from '@remix-run/react';
import type { OrderMove } from '~/.server/orders/status-moves';
import { buttonClasses } from '~/components/ui/button-link';
import { adminOrderPath } from '~/lib/admin-paths';
import type { FulfilmentName, OrderStatusName } from '~/lib/order-status';
import { formatStudioTime } from '~/lib/studio-time';
import { VersionForm } from './version-form';

export interface NextStepOrder {
  number: string;
  version: number;
  status: OrderStatusName;
  fulfilment: FulfilmentName;
  buyer: { name: string };
  latestProof: { sentAt: string; words: string | null; answeredAt: string | null } | null;
  deliveredAt: string | null;
  moves: OrderMove[];
}

interface Step {
  headline: string;
  words?: string | null;
  link?: { label: string; to: string };
}

function stepOf(order: NextStepOrder): Step {
  const couple = order.buyer.name;
  const proofs = `${adminOrderPath(order.number)}#proofs`;
  if (order.status === 'pending') return { headline: 'Waiting for payment: nothing to do yet.' };
  if (order.status === 'cancelled') return { headline: 'Cancelled.' };
  if (order.status === 'refunded') return { headline: 'Refunded.' };
  switch (order.fulfilment) {
    case 'awaiting':
      return { headline: 'New order: start work when you begin its designs.' };
    case 'in_progress':
      return { headline: 'In progress: the proof is next.', link: { label: 'Send the proof', to: proofs } };
    case 'revision_requested':
      return {
        headline: `${couple} asked for changes${order.latestProof?.answeredAt ? ` on ${formatStudioTime(order.latestProof.answeredAt)}` : ''}:`,
        words: order.latestProof?.words,
        link: { label: 'Upload a revised proof', to: proofs },
      };
    case 'proof_sent':
      return {
        headline: `Proof sent${order.latestProof ? ` ${formatStudioTime(order.latestProof.sentAt)}` : ''}: waiting for ${couple}.`,
        link: { label: 'See the proof', to: proofs },
      };
    case 'approved':
      return {
        headline: `${couple} approved the proof: deliver the final files.`,
        link: { label: 'Deliver', to: `${adminOrderPath(order.number)}#deliver` },
      };
    case 'delivered':
      return {
        headline: `Delivered${order.deliveredAt ? ` ${formatStudioTime(order.deliveredAt)}` : ''}: nothing more to do.`,
      };
  }
}

/** Where the order is and the one thing to do next; Cancel and Refund wait under "More" (each asks first). */
export function OrderNextSteps({ order }: { order: NextStepOrder }) {
  const step = stepOf(order);
  const cancel = order.moves.includes('cancel');
  const refund = order.moves.includes('refund');
  return (
    <section
      aria-labelledby="next-step-heading"
      className="rounded-2xl border border-gold/50 bg-cream/60 p-5 shadow-sm"
      data-testid="next-step"
    >
      <h2 id="next-step-heading" className="text-sm font-medium uppercase tracking-[0.14em] text-muted">
        Next step
      </h2>
      <p className="mt-2 text-lg text-ink">{step.headline}</p>
      {step.words ? (
        <blockquote className="mt-2 whitespace-pre-line border-l-2 border-gold pl-4 italic text-ink">
          “{step.words}”
        </blockquote>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {order.moves.includes('start') ? (
          <VersionForm formKey="start" intent="start" version={order.version} label="Start work" />
        ) : null}
        {step.link ? (
          <Link to={step.link.to} className={buttonClasses('primary')}>
            {step.link.label}
          </Link>
        ) : null}
        {cancel || refund ? (
          <details className="group">
            <summary className="cursor-pointer text-sm font-medium text-rose">More</summary>
            <div className="mt-3 flex flex-wrap gap-3">
              {cancel ? (
                <Link to={`${adminOrderPath(order.number)}?confirm=cancel`} className={buttonClasses('outline')}>
                  Cancel order
                </Link>
              ) : null}
              {refund ? (
                <Link to={`${adminOrderPath(order.number)}?confirm=refund`} className={buttonClasses('outline')}>
                  Refund
                </Link>
              ) : null}
            </div>
          </details>
        ) : null}
      </div>
    </section>
  );
}
