import type { Fulfilment, OrderStatus } from '~/.server/db/schema';

type Stage = 'awaiting-payment' | 'in-progress' | 'proof-ready' | 'approved' | 'delivered' | 'cancelled' | 'refunded';

const STYLES: Record<Stage, { label: string; className: string }> = {
  'awaiting-payment': { label: 'Awaiting payment', className: 'bg-gold/20 text-ink' },
  'in-progress': { label: 'In progress', className: 'bg-cream text-ink' },
  'proof-ready': { label: 'Proof ready', className: 'bg-blush text-rose-dark' },
  approved: { label: 'Approved', className: 'bg-sage-light text-ink' },
  delivered: { label: 'Delivered', className: 'bg-sage-light text-ink' },
  cancelled: { label: 'Cancelled', className: 'bg-line text-muted' },
  refunded: { label: 'Refunded', className: 'bg-blush text-rose-dark' },
};

export function orderStage(status: OrderStatus, fulfilment: Fulfilment): Stage {
  if (status === 'pending') return 'awaiting-payment';
  if (status !== 'paid') return status;
  if (fulfilment === 'proof_sent') return 'proof-ready';
  if (fulfilment === 'approved' || fulfilment === 'delivered') return fulfilment;
  return 'in-progress';
}

export function OrderStatusBadge({ status, fulfilment }: { status: OrderStatus; fulfilment: Fulfilment }) {
  const style = STYLES[orderStage(status, fulfilment)];
  return (
    <span
      data-testid="order-stage"
      className={`rounded-full px-3 py-1 text-xs font-medium uppercase tracking-[0.14em] ${style.className}`}
    >
      {style.label}
    </span>
  );
}
