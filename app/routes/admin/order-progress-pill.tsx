import { isCompleted, orderStatusLabel, type FulfilmentName, type OrderStatusName } from '~/lib/order-status';
import { StatusBadge } from '~/components/admin/status-badge';

export function OrderProgressPill({ order }: { order: { status: OrderStatusName; fulfilment: FulfilmentName } }) {
  return <StatusBadge tone={isCompleted(order) ? 'green' : 'amber'}>{orderStatusLabel(order)}</StatusBadge>;
}
