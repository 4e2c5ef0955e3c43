import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import type { LinkedOrder } from '../downloads/links';

export const newLinkKey = () => crypto.randomBytes(16).toString('base64url');

export async function keyedOrder(db: Db, orderId: number): Promise<LinkedOrder | null> {
  if (!Number.isSafeInteger(orderId)) return null;
  const row = await db
    .selectFrom('orders')
    .select(['id', 'link_key', 'event_date'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? keyOfRow(row) : null;
}

export async function keyedOrderOrThrow(db: Db, orderId: number): Promise<LinkedOrder> {
  const order = await keyedOrder(db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  return order;
}

export const linkKeyLookup = (db: Db) => async (orderId: number) => (await keyedOrder(db, orderId))?.linkKey ?? null;

export const keyOfRow = (row: { id: number; link_key: string; event_date?: string | null }): LinkedOrder => ({
  id: Number(row.id),
  linkKey: row.link_key,
  eventDate: row.event_date ?? null,
});
