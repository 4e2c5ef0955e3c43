import type { LoaderFunctionArgs } from '@remix-run/node';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countPageView, createPageViewCounter } from '~/.server/analytics/page-views';
import { ensureProfile, grantAdmin } from '~/.server/auth/profiles';
import type { Db } from '~/.server/db/connection';
import type { OrderStatus } from '~/.server/db/schema';
import { pageViewPath, type MatchedRoute } from '~/.server/analytics/page-view';
import type { Services } from '~/.server/boot/services';
import { loadDashboard } from '~/.server/admin/dashboard';
import { applyMove, type OrderMove } from '~/.server/orders/status-moves';
import { loader as notFoundLoader } from '~/routes/admin/not-found';
import { loader as dashboardLoader } from '~/routes/admin/dashboard';
import { Browser } from '~/../tests/unit/support/actions';
import { insertCollection, insertTestimonial } from '~/../tests/unit/support/fixtures';
import { testContext, testServices } from '~/../tests/unit/support/services';
import { load, signedInBrowser } from '~/../tests/unit/support/signed-in';
import { createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';

const NOW = new Date('2026-03-20T12:00:00.000Z');
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

let serial = 0;
/** An order as checkout makes it; paid ones (status paid, refunded or cancelled later) have paid_at. */
async function insertOrder(
  db: Db,
  {
    lines,
    isTest = false,
    status = 'paid',
  }: { lines: [collectionId: number, quantity: number][]; isTest?: boolean; status?: OrderStatus },
): Promise<number> {
  const n = ++serial;
  const at = new Date(NOW.getTime() - (100 - n) * 3_600_000).toISOString(); // each order an hour after the last
  const price = 2500;
  const total = lines.reduce((sum, [, quantity]) => sum + quantity * price, 0) + n; // distinct totals
  const { id } = await db
    .insertInto('orders')
    .values({
      number: `ORD-${9000 + n}`,
      link_key: `dashboard-key-${n}`,
      idempotency_key: `dashboard-${n}`,
      status,
      provider: 'test',
      is_test: isTest,
      email: `buyer${n}@example.test`,
      name: `Buyer ${n}`,
      country: 'IN',
      couple_names: 'A & B',
      event_date: '2026-12-12',
      venue: 'Jaipur',
      wording: '',
      notes: '',
      subtotal_cents: total,
      total_cents: total,
      created_at: at,
      updated_at: at,
      paid_at: status === 'pending' || status === 'cancelled' ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      lines.map(([collectionId, quantity]) => ({
        order_id: Number(id),
        collection_id: collectionId,
        title: `Line of ${collectionId}`,
        image: '/images/line.webp',
        unit_price_cents: price,
        quantity,
        line_total_cents: price * quantity,
      })),
    )
    .execute();
  return Number(id);
}

async function move(db: Db, orderId: number, ...moves: OrderMove[]) {
  for (const next of moves) {
    const result = await db
      .transaction()
      .execute((trx) => applyMove(trx, { orderId, move: next, actor: 'designer@example.test' }));
    expect(result.ok, `${next} on order ${orderId}`).toBe(true);
  }
}

describe.each(engines)('the admin dashboard on %s', (engine) => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb(engine);
    serial = 0;
  });
  afterEach(() => t.destroy());

  /** One raw number from plain SQL (the expected values are counted here, not by the code under test). */
  async function one(query: ReturnType<typeof sql<{ n: unknown }>>): Promise<number> {
    const { rows } = await query.execute(t.db);
    return Number(rows[0]?.n ?? 0);
  }

  it('shows what the database holds after a day of orders, views and sign-ups', async () => {
    const [a, b, c, d, e, f, g] = await Promise.all(
      ['Amber', 'Blush', 'Cedar', 'Dahlia', 'Elm', 'Fern', 'Garnet'].map((title) => insertCollection(t.db, { title })),
    );
    // Sign-ups, and the designer.
    for (const email of ['asha@example.test', 'ravi@example.test', 'meera@example.test'])
      await ensureProfile(t.db, email);
    await grantAdmin(t.db, 'designer@example.test');

    // Orders: real sales, test-mode sales, refunded, cancelled after payment, never paid.
    await insertOrder(t.db, {
      lines: [
        [a!, 2],
        [b!, 1],
      ],
    });
    await insertOrder(t.db, { lines: [[b!, 1]] });
    await move(t.db, await insertOrder(t.db, { lines: [[c!, 5]] }), 'refund');
    await move(t.db, await insertOrder(t.db, { lines: [[d!, 4]] }), 'cancel');
    await insertOrder(t.db, { lines: [[a!, 3]], isTest: true });
    await insertOrder(t.db, { lines: [[e!, 1]], isTest: true });
    await insertOrder(t.db, { lines: [[f!, 9]], status: 'pending' });
    await insertOrder(t.db, { lines: [[f!, 1]], status: 'cancelled' });
    await move(t.db, await insertOrder(t.db, { lines: [[e!, 1]] }), 'start');
    await move(t.db, await insertOrder(t.db, { lines: [[f!, 2]] }), 'start', 'send_proof');
    await move(t.db, await insertOrder(t.db, { lines: [[a!, 1]] }), 'start', 'send_proof', 'request_changes');
    await move(
      t.db,
      await insertOrder(t.db, {
        lines: [
          [c!, 1],
          [g!, 1],
        ],
      }),
      'start',
      'send_proof',
      'approve',
      'deliver',
    );

    // Reviews and messages.
    await insertTestimonial(t.db, { name: 'Pending one', createdAt: NOW.toISOString(), status: 'pending' });
    await insertTestimonial(t.db, { name: 'Pending two', createdAt: NOW.toISOString(), status: 'pending' });
    await insertTestimonial(t.db, { name: 'Published', createdAt: NOW.toISOString(), status: 'published' });
    await insertTestimonial(t.db, { name: 'Rejected', createdAt: NOW.toISOString(), status: 'rejected' });
    const message = (read: string | null, handled: string | null) =>
      t.db
        .insertInto('contact_messages')
        .values({
          name: 'N',
          email: 'n@example.test',
          phone: null,
          event_date: null,
          message: 'Hello',
          created_at: NOW.toISOString(),
          read_at: read,
          handled_at: handled,
        })
        .execute();
    await message(null, null);
    await message(null, null);
    await message(NOW.toISOString(), null);
    await message(NOW.toISOString(), NOW.toISOString());

    // Views as the server decides them: two browsers, one bot; and one from long ago.
    const counter = createPageViewCounter(t.db);
    const site: MatchedRoute[] = [
      { route: { id: 'root', path: '' }, params: {} },
      { route: { id: 'routes/storefront/layout' }, params: {} },
    ];
    const view = (path: string, userAgent: string) => {
      const matches = [
        ...site,
        { route: { id: `routes/pages${path === '/' ? '/home' : path}`, path: path.slice(1) || undefined }, params: {} },
      ];
      const viewed = pageViewPath(new Request(`http://127.0.0.1${path}`, { headers: { 'User-Agent': userAgent } }), {
        status: 200,
        headers: new Headers(),
        matches,
      });
      if (viewed) counter.record(viewed, NOW);
    };
    view('/', BROWSER);
    view('/', BROWSER);
    view('/about', BROWSER);
    view('/about', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await counter.idle();
    await countPageView(t.db, '/', '2026-01-01'); // 78 days before NOW: outside the 30 days

    const dashboard = await loadDashboard(t.db, NOW);

    // Counted independently, with plain SQL.
    const paid = (test: boolean) =>
      sql<{ n: unknown }>`select count(*) as n from orders where status = 'paid' and is_test = ${test}`;
    const revenue = (test: boolean) =>
      sql<{
        n: unknown;
      }>`select coalesce(sum(total_cents), 0) as n from orders where status = 'paid' and is_test = ${test}`;
    const firstDay = new Date(NOW.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    const expected = {
      sales: { orders: await one(paid(false)), revenueCents: await one(revenue(false)) },
      testSales: { orders: await one(paid(true)), revenueCents: await one(revenue(true)) },
      users: await one(sql`select count(*) as n from profiles`),
      pageViews: await one(sql`select coalesce(sum(count), 0) as n from page_views where day >= ${firstDay}`),
      attention: {
        ordersWaiting: await one(
          sql`select count(*) as n from orders where status = 'paid' and fulfilment in ('awaiting', 'in_progress', 'revision_requested')`,
        ),
        proofsAwaitingCouple: await one(
          sql`select count(*) as n from orders where status = 'paid' and fulfilment = 'proof_sent'`,
        ),
        pendingReviews: await one(sql`select count(*) as n from testimonials where status = 'pending'`),
        unreadMessages: await one(
          sql`select count(*) as n from contact_messages where read_at is null and handled_at is null`,
        ),
      },
    };
    expect(dashboard).toMatchObject({ ...expected, pageViewDays: 30 });
    // And what the script above made, so both sides cannot be wrong together. Waiting: orders 1, 2
    // and the test orders 5, 6 (not started), 9 (in progress), 11 (changes asked for).
    expect(expected).toEqual({
      sales: { orders: 6, revenueCents: 2500 * 10 + (1 + 2 + 9 + 10 + 11 + 12) },
      testSales: { orders: 2, revenueCents: 2500 * 4 + (5 + 6) },
      users: 4,
      pageViews: 3,
      attention: { ordersWaiting: 6, proofsAwaitingCouple: 1, pendingReviews: 2, unreadMessages: 2 },
    });

    const { rows: recent } = await sql<{ number: string }>`
      select number from orders where paid_at is not null order by created_at desc, id desc limit 8`.execute(t.db);
    expect(dashboard.recentOrders.map((order) => order.number)).toEqual(recent.map((row) => row.number));
    expect(dashboard.recentOrders).toHaveLength(8);
    expect(dashboard.recentOrders[0]).toMatchObject({
      number: 'ORD-9012',
      customer: 'Buyer 12',
      email: 'buyer12@example.test',
      status: 'paid',
      fulfilment: 'delivered',
      isTest: false,
      totalCents: 2500 * 2 + 12,
    });
    expect(dashboard.recentOrders.map((order) => order.number)).not.toContain('ORD-9007'); // never paid

    const { rows: popular } = await sql<{ id: unknown; title: string; units: unknown }>`
      select c.id, c.title, sum(i.quantity) as units
      from order_items i join orders o on o.id = i.order_id join collections c on c.id = i.collection_id
      where o.status = 'paid' and o.is_test = ${false}
      group by c.id, c.title order by units desc, c.title limit 5`.execute(t.db);
    expect(dashboard.popularCollections).toEqual(
      popular.map((row) => ({ collectionId: Number(row.id), title: row.title, units: Number(row.units) })),
    );
    expect(dashboard.popularCollections.map((row) => [row.title, row.units])).toEqual([
      ['Amber', 3],
      ['Blush', 2],
      ['Fern', 2],
      ['Cedar', 1],
      ['Elm', 1],
    ]);
  });

  it('is all zeros and empty lists on a new shop', async () => {
    expect(await loadDashboard(t.db, NOW)).toEqual({
      sales: { orders: 0, revenueCents: 0 },
      testSales: { orders: 0, revenueCents: 0 },
      users: 0,
      pageViews: 0,
      pageViewDays: 30,
      recentOrders: [],
      popularCollections: [],
      attention: { ordersWaiting: 0, proofsAwaitingCouple: 0, pendingReviews: 0, unreadMessages: 0 },
    });
  });
});

describe.each(engines)('/admin and an unknown /admin path on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the 404 logs its path
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.destroy();
  });

  /** A loader's answer from `browser`: its status, its data, and where a redirect goes. */
  async function answerOf(loader: (args: LoaderFunctionArgs) => Promise<unknown>, browser: Browser, path: string) {
    const { data, response } = await load(loader, browser, services, path, { '*': path.slice('/admin/'.length) });
    if (response) return { status: response.status, data: null, location: response.headers.get('Location') };
    // single fetch's data(value, { status }) for the 404
    const init = data && typeof data === 'object' && 'init' in data ? (data.init as ResponseInit | null) : null;
    return { status: init?.status ?? 200, data, location: null };
  }

  const anonymous = () => new Browser(testContext(services));

  it.each([
    ['/admin', dashboardLoader],
    ['/admin/nope', notFoundLoader],
  ] as const)('%s sends anonymous visitors and non-admins to /login, and answers admins', async (path, loader) => {
    const login = `/login?redirectTo=${encodeURIComponent(path)}`;
    expect(await answerOf(loader, anonymous(), path)).toMatchObject({ status: 302, location: login });
    const couple = await signedInBrowser(services, 'couple@example.test');
    expect(await answerOf(loader, couple, path)).toMatchObject({ status: 302, location: login });
    const designer = await signedInBrowser(services, 'designer@example.test', { admin: true });
    expect(await answerOf(loader, designer, path)).toMatchObject({ status: path === '/admin' ? 200 : 404 });
  });

  it('the dashboard loader hands the page the figures', async () => {
    const designer = await signedInBrowser(services, 'designer@example.test', { admin: true });
    const { data } = await load(dashboardLoader, designer, services, '/admin');
    expect(data).toMatchObject({ name: 'designer@example.test', dashboard: { users: 1, recentOrders: [] } });
  });
});
