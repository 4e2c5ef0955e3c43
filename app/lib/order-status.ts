export type OrderStatusName = 'pending' | 'paid' | 'cancelled' | 'refunded';
export type FulfilmentName =
  'awaiting' | 'in_progress' | 'proof_sent' | 'revision_requested' | 'approved' | 'delivered';

export const FULFILMENT_LABELS: Record<FulfilmentName, string> = {
  awaiting: 'Paid — not started',
  in_progress: 'In progress',
  proof_sent: 'Proof sent',
  revision_requested: 'Changes requested',
  approved: 'Approved',
  delivered: 'Delivered',
};

const STATUS_LABELS: Record<Exclude<OrderStatusName, 'paid'>, string> = {
  pending: 'Awaiting payment',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function orderStatusLabel(order: { status: OrderStatusName; fulfilment: FulfilmentName }): string {
  return order.status === 'paid' ? FULFILMENT_LABELS[order.fulfilment] : STATUS_LABELS[order.status];
}

export const isCompleted = (order: { status: OrderStatusName; fulfilment: FulfilmentName }) =>
  order.status === 'paid' && order.fulfilment === 'delivered';
