import { Link } from '@remix-run/react';
import type { OrderListRow } from '~/.server/studio/order-list';
import { formatUsd } from '~/lib/money';
import { formatCalendarDay, formatStudioDay } from '~/lib/studio-time';
import { OrderStatusPill } from './order-status-pill';
import { TestOrderTag } from './test-order-tag';
import { WaitBadge } from './wait-badge';
import { adminOrderPath } from '~/lib/admin-paths';

const th = 'px-4 py-3 text-left text-xs font-medium tracking-[0.12em] text-muted uppercase whitespace-nowrap';
const td = 'px-4 py-3 align-top';
const COLUMNS = ['Order', 'Date', 'Buyer', 'Items', 'Total', 'Status', 'Event', 'Waited'] as const;

/** Scrolls sideways inside its own box on a narrow screen, so nothing is squeezed unreadable. */
export function OrderTable({ orders }: { orders: OrderListRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
      <table className="w-full min-w-[60rem] text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="border-b border-line bg-paper">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Total' ? `${th} text-right` : th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row" className="hover:bg-paper/60">
              <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                <Link to={adminOrderPath(order.number)} className="text-rose underline-offset-4 hover:underline">
                  {order.number}
                </Link>
                {order.isTest ? (
                  <span className="ml-2">
                    <TestOrderTag />
                  </span>
                ) : null}
              </th>
              <td className={`${td} whitespace-nowrap text-muted`}>{formatStudioDay(order.createdAt)}</td>
              <td className={td}>
                <span className="block whitespace-nowrap text-ink">{order.name}</span>
                <span className="block text-xs whitespace-nowrap text-muted">{order.email}</span>
              </td>
              <td className={`${td} min-w-[11rem]`}>
                <ul>
                  {order.items.map((item, index) => (
                    <li key={index}>
                      {item.title}
                      {item.quantity > 1 ? <span className="text-muted"> × {item.quantity}</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatUsd(order.totalCents)}</td>
              <td className={td}>
                <OrderStatusPill order={order} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatCalendarDay(order.eventDate)}</td>
              <td className={td}>
                {order.wait ? <WaitBadge wait={order.wait} /> : <span className="text-muted">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
