import { orderStatusLabel, type FulfilmentName, type OrderStatusName } from '~/lib/order-status';

const TONES: Record<OrderStatusName, string> = {
  pending: 'bg-line/70 text-muted',
  paid: 'bg-blush text-rose-dark',
  cancelled: 'bg-line text-muted',
  refunded: 'bg-gold/20 text-ink',
};

export function OrderStatusPill({ order }: { order: { status: OrderStatusName; fulfilment: FulfilmentName } }) {
  const tone =
    order.status === 'paid' && order.fulfilment === 'delivered' ? 'bg-sage-light text-ink' : TONES[order.status];
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}
    >
      {orderStatusLabel(order)}
    </span>
  );
}
