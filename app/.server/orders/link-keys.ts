import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import type { LinkedOrder } from '../downloads/links';

/** A new order's link key: 128 random bits, base64url (22 characters). */
export const newLinkKey = () => crypto.randomBytes(16).toString('base64url');

/**
 * The order's id and link key, for signing a link to it, and its event day (how long a download
 * link lasts: ../downloads/links.ts); null for an unknown order.
 */
export async function keyedOrder(db: Db, orderId: number): Promise<LinkedOrder | null> {
  if (!Number.isSafeInteger(orderId)) return null;
  const row = await db
    .selectFrom('orders')
    .select(['id', 'link_key', 'event_date'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? keyOfRow(row) : null;
}

/** Like keyedOrder, for an order that must exist (the caller just read or wrote it). */
export async function keyedOrderOrThrow(db: Db, orderId: number): Promise<LinkedOrder> {
  const order = await keyedOrder(db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  return order;
}

/** The link key of an order by id, for checking a link: null for an unknown order. */
export const linkKeyLookup = (db: Db) => async (orderId: number) => (await keyedOrder(db, orderId))?.linkKey ?? null;

/** The id, link key and (when read) event day of an order row already read. */
export const keyOfRow = (row: { id: number; link_key: string; event_date?: string | null }): LinkedOrder => ({
  id: Number(row.id),
  linkKey: row.link_key,
  eventDate: row.event_date ?? null,
});
