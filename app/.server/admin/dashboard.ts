import type { ExpressionBuilder } from 'kysely';
import type { Db } from '~/.server/db/connection';
import type { Database, Fulfilment, OrderStatus } from '~/.server/db/schema';
import { toBool, toIso } from '~/.server/db/values';
import { firstDayOfWindow, PAGE_VIEW_DAYS, pageViewsSince } from '~/.server/analytics/page-views';

export const RECENT_ORDERS = 8;
export const POPULAR_COLLECTIONS = 5;

export const WAITING_STAGES: readonly Fulfilment[] = ['awaiting', 'in_progress', 'revision_requested'];

export interface SalesFigure {
  orders: number;
  revenueCents: number;
}

export interface RecentOrder {
  number: string;
  customer: string;
  email: string;
  createdAt: string;
  totalCents: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  isTest: boolean;
}

export interface PopularCollection {
  collectionId: number;
  title: string;
  units: number;
}

export interface Dashboard {
  /** Refunded and cancelled orders are not sales; real money only. */
  sales: SalesFigure;
  testSales: SalesFigure;
  users: number;
  pageViews: number;
  pageViewDays: number;
  /** Also those refunded or cancelled since. */
  recentOrders: RecentOrder[];
  /** Test orders left out. */
  popularCollections: PopularCollection[];
  attention: {
    ordersWaiting: number;
    proofsAwaitingCouple: number;
    pendingReviews: number;
    unreadMessages: number;
  };
}

export async function loadDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const [sales, users, pageViews, recentOrders, popularCollections, stages, pendingReviews, unreadMessages] =
    await Promise.all([
      salesFigures(db),
      db.selectFrom('profiles').select(countAll).executeTakeFirstOrThrow().then(toCount),
      pageViewsSince(db, firstDayOfWindow(now, PAGE_VIEW_DAYS)),
      recentPaidOrders(db),
      popular(db),
      paidOrdersByStage(db),
      db
        .selectFrom('testimonials')
        .select(countAll)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
        .then(toCount),
      db
        .selectFrom('contact_messages')
        .select(countAll)
        .where('read_at', 'is', null)
        .where('handled_at', 'is', null)
        .executeTakeFirstOrThrow()
        .then(toCount),
    ]);
  return {
    ...sales,
    users,
    pageViews,
    pageViewDays: PAGE_VIEW_DAYS,
    recentOrders,
    popularCollections,
    attention: {
      ordersWaiting: WAITING_STAGES.reduce((sum, stage) => sum + (stages.get(stage) ?? 0), 0),
      proofsAwaitingCouple: stages.get('proof_sent') ?? 0,
      pendingReviews,
      unreadMessages,
    },
  };
}

const countAll = (eb: ExpressionBuilder<Database, keyof Database>) => eb.fn.countAll().as('n');
const toCount = (row: { n: unknown }) => Number(row.n);

async function salesFigures(db: Db): Promise<{ sales: SalesFigure; testSales: SalesFigure }> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['is_test', eb.fn.countAll().as('orders'), eb.fn.sum<number | string>('total_cents').as('cents')])
    .where('status', '=', 'paid')
    .groupBy('is_test')
    .execute();
  const figure = (test: boolean): SalesFigure => {
    const row = rows.find((r) => toBool(r.is_test) === test);
    return { orders: Number(row?.orders ?? 0), revenueCents: Number(row?.cents ?? 0) };
  };
  return { sales: figure(false), testSales: figure(true) };
}

async function recentPaidOrders(db: Db): Promise<RecentOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['number', 'name', 'email', 'created_at', 'total_cents', 'status', 'fulfilment', 'is_test'])
    .where('paid_at', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_ORDERS)
    .execute();
  return rows.map((row) => ({
    number: row.number,
    customer: row.name,
    email: row.email,
    createdAt: toIso(row.created_at),
    totalCents: Number(row.total_cents),
    status: row.status,
    fulfilment: row.fulfilment,
    isTest: toBool(row.is_test),
  }));
}

async function popular(db: Db): Promise<PopularCollection[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('collections', 'collections.id', 'order_items.collection_id')
    .select((eb) => [
      'collections.id as collectionId',
      'collections.title as title',
      eb.fn.sum<number | string>('order_items.quantity').as('units'),
    ])
    .where('orders.status', '=', 'paid')
    .where('orders.is_test', '=', false)
    .groupBy(['collections.id', 'collections.title'])
    .orderBy('units', 'desc')
    .orderBy('collections.title')
    .limit(POPULAR_COLLECTIONS)
    .execute();
  return rows.map((row) => ({ collectionId: Number(row.collectionId), title: row.title, units: Number(row.units) }));
}

async function paidOrdersByStage(db: Db): Promise<Map<Fulfilment, number>> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['fulfilment', eb.fn.countAll().as('n')])
    .where('status', '=', 'paid')
    .groupBy('fulfilment')
    .execute();
  return new Map(rows.map((row) => [row.fulfilment, Number(row.n)]));
}
