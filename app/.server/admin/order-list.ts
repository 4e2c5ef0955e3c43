import { sql, type ExpressionBuilder } from 'kysely';
import type { OrderFilter } from '~/schemas/order-list';
import type { Db } from '~/.server/db/connection';
import { containing } from '~/.server/db/admin-lists';
import type { Database, Fulfilment, OrderStatus } from '~/.server/db/schema';
import { toBool, toIso } from '~/.server/db/values';
import { businessTimeBetween, formatBusinessWait, type PromiseState } from './business-clock';

export const ORDERS_PER_PAGE = 25;

export const WAITING_ON_STUDIO: readonly Fulfilment[] = ['awaiting', 'in_progress', 'revision_requested'];

export interface OrderListRow {
  id: number;
  number: string;
  createdAt: string;
  name: string;
  email: string;
  isTest: boolean;
  items: { title: string; quantity: number }[];
  totalCents: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  eventDate: string;
  /** Null when it owes nothing. */
  wait: { text: string; state: PromiseState } | null;
}

export interface OrderListPage {
  orders: OrderListRow[];
  total: number;
  page: number;
  pageCount: number;
}

type Where = ExpressionBuilder<Database, 'orders'>;

function filterBy(eb: Where, filter: OrderFilter) {
  switch (filter) {
    case 'all':
      return eb.lit(true);
    case 'waiting':
      return eb.and([eb('status', '=', 'paid'), eb('fulfilment', 'in', WAITING_ON_STUDIO)]);
    case 'pending':
    case 'cancelled':
    case 'refunded':
      return eb('status', '=', filter);
    default:
      return eb.and([eb('status', '=', 'paid'), eb('fulfilment', '=', filter)]);
  }
}

function searchBy(eb: Where, search: string) {
  if (!search) return eb.lit(true);
  const pattern = containing(search);
  const like = (column: 'number' | 'name' | 'email') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return eb.or([like('number'), like('name'), like('email')]);
}

/** A page past the end shows the first page. */
export async function listOrders(
  db: Db,
  query: { status: OrderFilter; q: string; page: number },
  now = new Date(),
): Promise<OrderListPage> {
  const where = (eb: Where) => eb.and([filterBy(eb, query.status), searchBy(eb, query.q)]);
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const page = query.page <= pageCount ? query.page : 1;

  const rows = await db
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'created_at',
      'paid_at',
      'name',
      'email',
      'is_test',
      'total_cents',
      'status',
      'fulfilment',
      'event_date',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_events')
        .select((inner) => inner.fn.max('order_events.created_at').as('at'))
        .whereRef('order_events.order_id', '=', 'orders.id')
        .where('order_events.kind', '=', 'revision_requested')
        .as('revision_requested_at'),
    )
    .where(where)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE)
    .execute();

  const ids = rows.map((row) => Number(row.id));
  const items = ids.length
    ? await db
        .selectFrom('order_items')
        .select(['order_id', 'title', 'quantity'])
        .where('order_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];

  const orders = rows.map((row): OrderListRow => {
    const id = Number(row.id);
    return {
      id,
      number: row.number,
      createdAt: toIso(row.created_at),
      name: row.name,
      email: row.email,
      isTest: toBool(row.is_test),
      items: items
        .filter((item) => Number(item.order_id) === id)
        .map((item) => ({ title: item.title, quantity: Number(item.quantity) })),
      totalCents: Number(row.total_cents),
      status: row.status,
      fulfilment: row.fulfilment,
      eventDate: row.event_date,
      wait: studioWait(row, now),
    };
  });
  return { orders, total, page, pageCount };
}

/** Since the payment while the first proof is owed, since the latest change request while a revision is owed. */
export function studioWait(
  order: {
    status: OrderStatus;
    fulfilment: Fulfilment;
    paid_at: unknown;
    revision_requested_at?: unknown;
  },
  now: Date,
): { text: string; state: PromiseState } | null {
  if (order.status !== 'paid' || !WAITING_ON_STUDIO.includes(order.fulfilment) || !order.paid_at) return null;
  const since =
    order.fulfilment === 'revision_requested' && order.revision_requested_at
      ? toIso(order.revision_requested_at)
      : toIso(order.paid_at);
  const wait = businessTimeBetween(new Date(since), now);
  return { text: formatBusinessWait(wait), state: wait.state };
}
