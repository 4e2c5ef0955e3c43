import { Link } from '@remix-run/react';
import { ORDERS_WAITING_PATH, PROOFS_SENT_PATH } from '~/lib/admin-paths';

export interface Attention {
  ordersWaiting: number;
  proofsAwaitingCouple: number;
  pendingReviews: number;
  unreadMessages: number;
}

export function NeedsAttention({ attention }: { attention: Attention }) {
  const items = [
    {
      key: 'orders-waiting',
      label: 'Orders waiting',
      count: attention.ordersWaiting,
      note: 'Paid, to make or change',
      to: ORDERS_WAITING_PATH,
    },
    {
      key: 'proofs-sent',
      label: 'Proofs with couples',
      count: attention.proofsAwaitingCouple,
      note: 'Awaiting their answer',
      to: PROOFS_SENT_PATH,
    },
    {
      key: 'pending-reviews',
      label: 'Pending reviews',
      count: attention.pendingReviews,
      note: 'To approve or reject',
      to: '/admin/testimonials',
    },
    {
      key: 'unread-messages',
      label: 'Unread messages',
      count: attention.unreadMessages,
      note: 'From the contact form',
      to: '/admin/messages',
    },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            data-testid={item.key}
            className={`flex h-full items-center gap-4 rounded-xl border px-4 py-3 transition-colors hover:border-rose ${
              item.count ? 'border-gold/50 bg-cream/60' : 'border-line bg-paper'
            }`}
          >
            <span
              className={`font-display text-3xl leading-none tabular-nums ${item.count ? 'text-rose-dark' : 'text-muted'}`}
            >
              {item.count}
            </span>
            <span className="flex flex-col">
              <span className="text-sm font-medium text-ink">{item.label}</span>
              <span className="text-xs text-muted">{item.note}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
