import { Link } from '@remix-run/react';
import { adminOrderPath } from '~/lib/admin-paths';
import { formatUsd } from '~/lib/money';
import type { FulfilmentName, OrderStatusName } from '~/lib/order-status';
import { OrderProgressPill } from './order-progress-pill';
import { formatStudioDay } from '~/lib/studio-time';

export interface RecentOrderRow {
  number: string;
  customer: string;
  email: string;
  createdAt: string;
  totalCents: number;
  status: OrderStatusName;
  fulfilment: FulfilmentName;
  isTest: boolean;
}

const COLUMNS = ['Order ID', 'Customer', 'Date', 'Total', 'Status'] as const;

export function RecentOrdersTable({ orders }: { orders: RecentOrderRow[] }) {
  if (!orders.length) return <p className="py-6 text-center text-muted">No orders yet</p>;
  return (
    <div className="-mx-5 overflow-x-auto px-5 sm:-mx-6 sm:px-6">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead>
          <tr className="border-b border-line text-xs uppercase tracking-[0.14em] text-muted">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`py-2 font-medium ${column === 'Total' ? 'pr-4 text-right' : 'pr-4'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number} className="border-b border-line/70 last:border-0" data-testid="recent-order">
              <td className="py-3 pr-4 align-top">
                <Link
                  to={adminOrderPath(order.number)}
                  className="font-medium tabular-nums text-rose-dark underline-offset-4 hover:underline"
                >
                  {order.number}
                </Link>
                {order.isTest ? (
                  <span className="ml-2 rounded bg-blush px-1.5 py-0.5 text-[0.65rem] uppercase tracking-[0.12em] text-rose-dark">
                    Test
                  </span>
                ) : null}
              </td>
              <td className="py-3 pr-4 align-top">
                <span className="block text-ink">{order.customer}</span>
                <span className="block text-xs text-muted">{order.email}</span>
              </td>
              <td className="whitespace-nowrap py-3 pr-4 align-top text-muted">{formatStudioDay(order.createdAt)}</td>
              <td className="py-3 pr-4 text-right align-top tabular-nums">{formatUsd(order.totalCents)}</td>
              <td className="py-3 align-top">
                <OrderProgressPill order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
