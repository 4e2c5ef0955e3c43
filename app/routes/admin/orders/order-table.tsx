import { Link } from '@remix-run/react';
import type { OrderListRow } from '~/.server/admin/order-list';
import { formatUsd } from '~/lib/money';
import { formatCalendarDay, formatStudioDay } from '~/lib/studio-time';
import { OrderStatusPill } from './order-status-pill';
import { TestOrderTag } from './test-order-tag';
import { WaitBadge } from './wait-badge';
import { adminOrderPath } from '~/lib/admin-paths';

const th = 'px-3 py-3 text-left text-xs font-medium tracking-[0.12em] text-muted uppercase whitespace-nowrap';
/** A cell: a line of a card on a phone, a table cell from a tablet up. */
const td = 'block md:table-cell md:px-3 md:py-3 md:align-top';
const COLUMNS = ['Order', 'Buyer', 'Items', 'Total', 'Status', 'Event'] as const;

/**
 * One table: a card per order on a phone, rows that fit a laptop from a tablet up. Long names and
 * e-mail addresses are cut to their column, the whole value on hover and in the title.
 */
export function OrderTable({ orders }: { orders: OrderListRow[] }) {
  return (
    <div className="md:rounded-xl md:border md:border-line md:bg-white md:shadow-sm">
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="sr-only border-b border-line bg-paper md:not-sr-only md:table-header-group">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Total' ? `${th} text-right` : th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-line">
          {orders.map((order) => (
            <tr
              key={order.id}
              data-testid="order-row"
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl border border-line bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none md:hover:bg-paper/60"
            >
              <th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
                <Link
                  to={adminOrderPath(order.number)}
                  className="font-medium text-rose underline-offset-4 hover:underline"
                >
                  {order.number}
                </Link>
                {order.isTest ? (
                  <span className="ml-2">
                    <TestOrderTag />
                  </span>
                ) : null}
                <span className="block text-xs text-muted">{formatStudioDay(order.createdAt)}</span>
              </th>
              <td className={`${td} min-w-0 md:w-[28%] md:max-w-0`}>
                <span className="block truncate text-ink" title={order.name}>
                  {order.name}
                </span>
                <a
                  href={`mailto:${order.email}`}
                  title={order.email}
                  className="block truncate text-xs text-muted underline-offset-4 hover:underline"
                >
                  {order.email}
                </a>
              </td>
              <td className={`${td} col-span-2 md:w-[24%]`}>
                <ul>
                  {order.items.map((item, index) => (
                    <li key={index}>
                      {item.title}
                      {item.quantity > 1 ? <span className="text-muted"> × {item.quantity}</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={`${td} whitespace-nowrap tabular-nums md:text-right`}>
                <span className="text-muted md:hidden">Total </span>
                {formatUsd(order.totalCents)}
              </td>
              <td className={`${td} col-start-2 row-span-2 row-start-1 justify-self-end text-right md:text-left`}>
                <OrderStatusPill order={order} />
                {order.wait ? (
                  <span className="mt-1 block [&>span]:items-end md:[&>span]:items-start">
                    <WaitBadge wait={order.wait} />
                  </span>
                ) : null}
              </td>
              <td className={`${td} whitespace-nowrap text-right md:text-left`}>
                <span className="text-muted md:hidden">Event </span>
                {formatCalendarDay(order.eventDate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
