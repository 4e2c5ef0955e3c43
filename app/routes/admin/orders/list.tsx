import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireAdmin } from '~/.server/auth/signed-in';
import { listOrders } from '~/.server/admin/order-list';
import { OrderFilters } from './order-filters';
import { OrderTable } from './order-table';
import { AdminPager } from '~/components/admin/pager';
import { EmptyState } from '~/components/storefront/empty-state';
import { STUDIO_NAME } from '~/components/storefront/nav-links';
import { orderListHref, parseOrderListQuery } from '~/schemas/order-list';

export const meta = () => [{ title: `Orders | Admin | ${STUDIO_NAME}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const query = parseOrderListQuery(new URL(request.url).searchParams);
  const list = await listOrders(context.services.db, query);
  return { query: { ...query, page: list.page }, ...list };
}

export default function AdminOrders() {
  const { query, orders, total, page, pageCount } = useLoaderData<typeof loader>();
  const filtered = query.status !== 'all' || query.q !== '';
  return (
    <div className="max-w-6xl">
      <h1 className="text-4xl">Orders</h1>
      <p className="mt-2 text-muted">
        Newest first. “Waited” counts business hours (Mon–Fri 9–6, Sat 10–4, New Delhi) against the 2–3 business days
        promised to couples.
      </p>
      <div className="mt-8">
        <OrderFilters key={`${query.status}|${query.q}`} status={query.status} q={query.q} />
      </div>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {total === 1 ? '1 order' : `${total} orders`}
        {filtered ? ' match' : ''}
      </p>
      <div className="mt-3">
        {orders.length ? (
          <OrderTable orders={orders} />
        ) : (
          <EmptyState
            message={filtered ? 'No orders match these filters.' : 'No orders yet.'}
            link={filtered ? { to: '/admin/orders', label: 'Show all orders' } : undefined}
          />
        )}
      </div>
      <AdminPager
        page={page}
        pageCount={pageCount}
        label="Order pages"
        href={(to) => orderListHref({ ...query, page: to })}
      />
    </div>
  );
}
