import { isCompleted, orderStatusLabel, type FulfilmentName, type OrderStatusName } from '~/lib/order-status';
import { StatusBadge } from './status-badge';

/** An order's place: green once completed (delivered), amber for everything else (the spec's dashboard). */
export function OrderProgressPill({ order }: { order: { status: OrderStatusName; fulfilment: FulfilmentName } }) {
  return <StatusBadge tone={isCompleted(order) ? 'green' : 'amber'}>{orderStatusLabel(order)}</StatusBadge>;
}
