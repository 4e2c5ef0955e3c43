import type { Db } from '../db/connection';
import type { Fulfilment, OrderRow, OrderStatus } from '../db/schema';
import { toBool, toIso } from '../db/values';

export interface OrderItemView {
  collectionId: number | null;
  title: string;
  image: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface OrderView {
  id: number;
  number: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  isTest: boolean;
  email: string;
  name: string;
  profileId: number | null;
  subtotalCents: number;
  totalCents: number;
  downloadCount: number;
  checkoutUrl: string | null;
  createdAt: string;
  paidAt: string | null;
  confirmationWithheld: boolean;
  items: OrderItemView[];
}

function toView(row: OrderRow, items: OrderItemView[]): OrderView {
  return {
    id: Number(row.id),
    number: row.number,
    status: row.status,
    fulfilment: row.fulfilment,
    isTest: toBool(row.is_test),
    email: row.email,
    name: row.name,
    profileId: row.profile_id === null ? null : Number(row.profile_id),
    subtotalCents: Number(row.subtotal_cents),
    totalCents: Number(row.total_cents),
    downloadCount: Number(row.download_count),
    checkoutUrl: row.status === 'pending' ? row.checkout_url : null,
    createdAt: toIso(row.created_at),
    paidAt: row.paid_at ? toIso(row.paid_at) : null,
    confirmationWithheld: toBool(row.confirmation_withheld),
    items,
  };
}

async function withItems(db: Db, rows: OrderRow[]): Promise<OrderView[]> {
  if (!rows.length) return [];
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where(
      'order_id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) =>
    toView(
      row,
      items
        .filter((item) => Number(item.order_id) === Number(row.id))
        .map((item) => ({
          collectionId: item.collection_id === null ? null : Number(item.collection_id),
          title: item.title,
          image: item.image,
          unitPriceCents: Number(item.unit_price_cents),
          quantity: Number(item.quantity),
          lineTotalCents: Number(item.line_total_cents),
        })),
    ),
  );
}

export async function getOrder(db: Db, orderId: number): Promise<OrderView | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  return row ? ((await withItems(db, [row]))[0] ?? null) : null;
}

/** Including guest orders with the same e-mail, which signing in has just proved is theirs. */
export async function listOrdersForBuyer(db: Db, buyer: { profileId: number; email: string }): Promise<OrderView[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('profile_id', '=', buyer.profileId), eb('email', '=', buyer.email.trim().toLowerCase())]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return withItems(db, rows);
}

export function belongsTo(order: OrderView, buyer: { profileId: number; email: string }): boolean {
  return order.profileId === buyer.profileId || order.email === buyer.email.trim().toLowerCase();
}
