import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import type { LinkedOrder } from '../downloads/links';
import type { KeyedOrder } from '../signing';

/** A new order's link key: 128 random bits, base64url (22 characters). */
export const newLinkKey = () => crypto.randomBytes(16).toString('base64url');

/** The order's id and link key, for signing a link to it; null for an unknown order. */
export async function keyedOrder(db: Db, orderId: number): Promise<KeyedOrder | null> {
  if (!Number.isSafeInteger(orderId)) return null;
  const row = await db.selectFrom('orders').select(['id', 'link_key']).where('id', '=', orderId).executeTakeFirst();
  return row ? { id: Number(row.id), linkKey: row.link_key } : null;
}

/** Like keyedOrder, for an order that must exist (the caller just read or wrote it). */
export async function keyedOrderOrThrow(db: Db, orderId: number): Promise<KeyedOrder> {
  const order = await keyedOrder(db, orderId);
  if (!order) throw new Error(`No order ${orderId}`);
  return order;
}

/** The order's id, link key and event day: what its download links are signed for (it must exist). */
export async function linkedOrderOrThrow(db: Db, orderId: number): Promise<LinkedOrder> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'link_key', 'event_date'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw new Error(`No order ${orderId}`);
  return { ...keyOfRow(row), eventDate: row.event_date };
}

/** The link key of an order by id, for checking a link: null for an unknown order. */
export const linkKeyLookup = (db: Db) => async (orderId: number) => (await keyedOrder(db, orderId))?.linkKey ?? null;

/** The id and link key of an order row already read. */
export const keyOfRow = (row: { id: number; link_key: string }): KeyedOrder => ({
  id: Number(row.id),
  linkKey: row.link_key,
});
