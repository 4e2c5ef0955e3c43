import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireAdmin } from '~/.server/auth/signed-in';
import { loadDashboard } from '~/.server/admin/dashboard';
import { loadTodayOrders } from '~/.server/admin/today';
import { listUndeliveredMail } from '~/.server/mail/outbox';
import { TodayList } from './today-list';
import { DashboardPanel } from './dashboard-panel';
import { AdminPageHeader } from '~/components/admin/page-header';
import { NeedsAttention } from './needs-attention';
import { PopularCollections } from './popular-collections';
import { QuickLinks } from './quick-links';
import { RecentOrdersTable } from './recent-orders-table';
import { StatCard } from './stat-card';
import { formatUsd } from '~/lib/money';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(context.services, request);
  const { db } = context.services;
  const [dashboard, today, undelivered] = await Promise.all([
    loadDashboard(db),
    loadTodayOrders(db),
    listUndeliveredMail(db, 1),
  ]);
  return { name: admin.name, dashboard, today, undeliveredMail: undelivered.total };
}

const count = new Intl.NumberFormat('en-US');

export default function AdminDashboard() {
  const { name, dashboard, today, undeliveredMail } = useLoaderData<typeof loader>();
  const { sales, testSales } = dashboard;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <AdminPageHeader title="Dashboard" intro={`Welcome back, ${name}. Here is the studio today.`} />

      <DashboardPanel id="today-heading" title="Today" note="What waits for you, the longest waiting first">
        <TodayList
          items={today}
          counts={{
            pendingReviews: dashboard.attention.pendingReviews,
            unreadMessages: dashboard.attention.unreadMessages,
            undeliveredMail,
          }}
        />
      </DashboardPanel>

      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Sales"
          value={count.format(sales.orders)}
          note="Paid orders (refunds, cancellations and tests left out)"
          testId="stat-sales"
        >
          {testSales.orders ? (
            <dd className="mt-2 text-xs text-rose-dark" data-testid="stat-test-orders">
              Test orders: {count.format(testSales.orders)} · {formatUsd(testSales.revenueCents)}
            </dd>
          ) : null}
        </StatCard>
        <StatCard
          label="Revenue"
          value={formatUsd(sales.revenueCents)}
          note="Totals of those paid orders"
          testId="stat-revenue"
        />
        <StatCard
          label="Total Users"
          value={count.format(dashboard.users)}
          note="Everyone who has signed in"
          testId="stat-users"
        />
        <StatCard
          label="Page Views"
          value={count.format(dashboard.pageViews)}
          note={`Public pages, last ${dashboard.pageViewDays} days; bots not counted`}
          testId="stat-views"
        />
      </dl>

      <DashboardPanel id="attention-heading" title="Needs attention">
        <NeedsAttention attention={dashboard.attention} />
      </DashboardPanel>

      <DashboardPanel id="recent-orders-heading" title="Recent Orders" note="Orders that reached payment, newest first">
        <RecentOrdersTable orders={dashboard.recentOrders} />
      </DashboardPanel>

      <div className="grid items-start gap-8 lg:grid-cols-2">
        <DashboardPanel id="popular-heading" title="Popular Collections" note="Units sold, test orders left out">
          <PopularCollections collections={dashboard.popularCollections} />
        </DashboardPanel>
        <DashboardPanel id="quick-links-heading" title="Quick links">
          <QuickLinks />
        </DashboardPanel>
      </div>
    </div>
  );
}
